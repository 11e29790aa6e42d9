import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { linkPreviewFile } from 'shared-contracts/seo/link-preview';

import { writeLinkPreviews } from './link-previews';

const mark = readFileSync(path.resolve(__dirname, '../../../shell/public/static/logo.svg'), 'utf8');
const pages = [
  { title: 'Vehicle Wraps in Chicago | Wrap Lab Chicago', description: 'd', canonical: '/services/vehicle-wraps' },
  {
    title:
      'Vehicle Wraps, Ceramic Coatings & Paint Protection Film for Every Car, Van and Truck in Evanston | Wrap Lab Chicago',
    description: 'd',
    canonical: '/locations/evanston',
  },
];

describe('link-preview cards', () => {
  it('draws one 1200x630 card per page, named as the head tags name it, and reuses it while its words hold', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'previews-cache-'));
    const job = (outDir: string) => ({
      outDir,
      cacheDir,
      metas: [...pages, null, pages[0]!],
      markSvg: mark,
      siteOrigin: 'https://www.example.test',
    });
    const first = mkdtempSync(path.join(tmpdir(), 'render-'));
    expect(await writeLinkPreviews(job(first))).toMatchObject({ cards: 2, drawn: 2 });
    for (const page of pages) {
      const file = path.join(first, 'previews', linkPreviewFile(page));
      expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(statSync(file).size).toBeLessThan(200_000);
    }
    const second = mkdtempSync(path.join(tmpdir(), 'render-'));
    expect(await writeLinkPreviews(job(second))).toMatchObject({ cards: 2, drawn: 0 });
    expect(statSync(path.join(second, 'previews', linkPreviewFile(pages[0]!))).size).toBeGreaterThan(0);
  }, 30_000);
});
