/**
 * The link-preview cards: one 1200x630 JPEG per page, composed (never cropped from a scene) from the
 * brand's mark and lockup, the page's section and title, and the shop's address line on the brand's
 * night ground with an orange film sweep. Made by the render job beside the pages; a card whose
 * words were drawn before is taken from the cache instead of being drawn again.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { business } from 'shared-contracts/business/business';
import { LINK_PREVIEW_SIZE, linkPreviewFile, linkPreviewWords } from 'shared-contracts/seo/link-preview';
import type { PageMeta } from 'shared-contracts/store/page-meta';

/** Raised when the card's drawing changes, so cached cards of the old drawing are not reused. */
const DESIGN = 'card-2';

const { width: W, height: H } = LINK_PREVIEW_SIZE;
const MARGIN = 72;
/** The brand face's own fallback (a local Arial-metric face): what the site shows before Inter arrives. */
const FACE = 'Liberation Sans,Arial,Helvetica,sans-serif';
const color = { night: '#0b1120', nightSoft: '#1b2847', brand: '#c2410c', bright: '#fb923c', onDark: '#fdba74' };

/** The car of the brand's mark (`logo.svg`, 64 units square), drawn large on the film sweep. */
const CAR_BODY = 'M5 45V37q0-5 5-5.5L17 31l7-9q2-2 5-2h9q3 0 5 2l6 8 8 1.5q4 1 4 5V45z';

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function textLayer(markup: string, font: string, width: number) {
  const { data, info } = await sharp({ text: { text: markup, font, width, rgba: true, wrap: 'word', dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

const ground = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="night" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color.night}"/><stop offset="1" stop-color="${color.nightSoft}"/>
    </linearGradient>
    <linearGradient id="film" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${color.bright}"/><stop offset="1" stop-color="${color.brand}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#night)"/>
  <path d="M760 ${H}C800 470 900 380 ${W} 330V${H}z" fill="url(#film)"/>
  <path d="M700 ${H}C760 440 880 330 ${W} 270" fill="none" stroke="#fed7aa" stroke-opacity=".5" stroke-width="3"/>
  <rect width="${W}" height="10" fill="${color.brand}"/>
  <g transform="translate(880 330) scale(4.6)">
    <ellipse cx="32" cy="52.5" rx="30" ry="2.2" fill="${color.night}" opacity=".35"/>
    <clipPath id="body"><path d="${CAR_BODY}"/></clipPath>
    <g clip-path="url(#body)">
      <rect width="64" height="64" fill="#ffffff"/>
      <path d="M37 12c-6 10-2 22-9 40h36V12z" fill="${color.night}"/>
      <path d="M33 36.5h27" stroke="${color.bright}" stroke-width="1.2" stroke-linecap="round"/>
    </g>
    <circle cx="17" cy="45" r="7" fill="${color.night}"/><circle cx="17" cy="45" r="3.5" fill="#ffffff"/>
    <circle cx="47" cy="45" r="7" fill="${color.night}"/><circle cx="47" cy="45" r="3.5" fill="#ffffff"/>
  </g>
</svg>`;

/** What every card shares: the ground, the lockup at the top and the address line at the foot. */
async function baseLayer(markSvg: string, siteHost: string) {
  const mark = await sharp(Buffer.from(markSvg), { density: 300 }).resize(96, 96).png().toBuffer();
  const words = await textLayer(
    `<span foreground="#ffffff" font_weight="heavy">WRAP LAB</span>\n<span foreground="${color.bright}" font_weight="bold" size="55%" letter_spacing="8000">CHICAGO</span>`,
    `${FACE} 44`,
    400,
  );
  const foot = await textLayer(
    `<span foreground="#cbd5e1">${escapeMarkup(`${siteHost}  ·  ${business.phone.display}`)}</span>`,
    `${FACE} 26`,
    900,
  );
  return sharp(Buffer.from(ground))
    .composite([
      { input: mark, left: MARGIN, top: 64 },
      { input: words.input, left: MARGIN + 116, top: 64 + Math.round((96 - words.height) / 2) },
      { input: foot.input, left: MARGIN, top: H - 64 - foot.height },
    ])
    .png()
    .toBuffer();
}

const HEADLINE_TOP = 250;
const HEADLINE_WIDTH = 760;
/** The title fills at most three lines: a long one is set smaller. */
async function headlineLayer(headline: string) {
  for (let size = 68; ; size -= 6) {
    const layer = await textLayer(
      `<span foreground="#ffffff">${escapeMarkup(headline)}</span>`,
      `${FACE} Bold ${size}`,
      HEADLINE_WIDTH,
    );
    if (layer.height <= 3 * size * 1.25 || size <= 40) return layer;
  }
}

async function drawCard(base: Buffer, meta: PageMeta, file: string) {
  const { kicker, headline } = linkPreviewWords(meta);
  const kick = await textLayer(
    `<span foreground="${color.onDark}" letter_spacing="3000">${escapeMarkup(kicker.toUpperCase())}</span>`,
    `${FACE} Bold 26`,
    900,
  );
  const head = await headlineLayer(headline);
  await sharp(base)
    .composite([
      { input: kick.input, left: MARGIN, top: HEADLINE_TOP - 50 },
      { input: head.input, left: MARGIN, top: HEADLINE_TOP },
    ])
    .jpeg({ quality: 86 })
    .toFile(file);
}

export interface LinkPreviewJob {
  /** The folder the pages are written to: the cards go to its `previews/`. */
  outDir: string;
  /** Cards drawn before, by design and file name; shared by renders. */
  cacheDir: string;
  /** Each rendered page's metadata (a page without is skipped). */
  metas: readonly (PageMeta | null)[];
  /** The mark the site shows (`/logo.svg` of the shell's build). */
  markSvg: string;
  siteOrigin: string;
}

export async function writeLinkPreviews(job: LinkPreviewJob) {
  const started = performance.now();
  const dir = path.join(job.outDir, 'previews');
  const host = new URL(job.siteOrigin).host.replace(/^www\./, '');
  // The mark and the host are drawn on every card: a new mark or domain draws them all again.
  const drawnFrom = createHash('sha256').update(job.markSvg).update(host).digest('hex').slice(0, 12);
  const cacheDir = path.join(job.cacheDir, `${DESIGN}-${drawnFrom}`);
  mkdirSync(dir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const byFile = new Map<string, PageMeta>();
  for (const meta of job.metas) if (meta) byFile.set(linkPreviewFile(meta), meta);
  // Drawn once, when the first card that is not in the cache needs it.
  let base: Promise<Buffer> | undefined;
  let drawn = 0;
  const entries = [...byFile];
  // A few cards at a time: sharp draws each on its own threads, so the cores stay busy without a queue of hundreds.
  const worker = async () => {
    for (let entry = entries.shift(); entry; entry = entries.shift()) {
      const [file, meta] = entry;
      const cached = path.join(cacheDir, file);
      if (!existsSync(cached)) {
        // Drawn aside and moved in whole: another render may read the cache meanwhile.
        const drawing = `${cached}.${process.pid}.tmp`;
        base ??= baseLayer(job.markSvg, host);
        await drawCard(await base, meta, drawing);
        renameSync(drawing, cached);
        drawn++;
      }
      copyFileSync(cached, path.join(dir, file));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { cards: byFile.size, drawn, seconds: (performance.now() - started) / 1000 };
}
