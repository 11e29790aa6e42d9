import type { ProductKind, Scene } from 'shared-contracts/media/catalog';

import { groundShadow, shade } from './paint';
import { vehicleSvg } from './vehicles';

type ProductScene = Extract<Scene, { kind: 'product' }>;

/** The brand's mark as printed on merchandise: an orange wordmark. */
const logo = (x: number, y: number, s: number, fill = '#f97316') =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${s}" fill="${fill}">WRAP LAB</text>`;

/** Soft top light over a product's own colour: lighter above, darker at the bottom edge. */
const lit = (id: string, color: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="${shade(color, 0.22)}"/><stop offset="0.6" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.4)}"/></linearGradient>`;

/** One product, drawn round the centre of a `size` square. */
function productArt(product: ProductKind, color: string, size: number): string {
  const c = size / 2;
  const defs = `<defs>${lit('p-lit', color)}${lit('p-steel', '#94a3b8')}${lit('p-dark', '#1f2937')}</defs>`;
  switch (product) {
    case 'tee':
      return `${defs}<path d="M${c - 300} ${c - 330} L${c - 120} ${c - 400} Q${c} ${c - 330} ${c + 120} ${c - 400} L${c + 300} ${c - 330} L${c + 420} ${c - 130} L${c + 270} ${c - 60} L${c + 270} ${c + 420} L${c - 270} ${c + 420} L${c - 270} ${c - 60} L${c - 420} ${c - 130} Z" fill="url(#p-lit)"/>
        <path d="M${c - 120} ${c - 400} Q${c} ${c - 330} ${c + 120} ${c - 400}" stroke="${shade(color, 0.25)}" stroke-width="16" fill="none"/>
        <path d="M${c - 270} ${c - 60} L${c - 270} ${c + 420} M${c + 270} ${c - 60} L${c + 270} ${c + 420}" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>
        <path d="M${c - 150} ${c + 120} Q${c - 60} ${c + 200} ${c - 120} ${c + 380}" stroke="#000" stroke-opacity="0.2" stroke-width="10" fill="none"/>
        ${logo(c, c - 60, 90)}<text x="${c}" y="${c + 10}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="44" fill="#e5e7eb">CHICAGO</text>`;
    case 'hoodie':
      return `${defs}<path d="M${c - 290} ${c - 300} Q${c} ${c - 470} ${c + 290} ${c - 300} L${c + 430} ${c + 260} L${c + 300} ${c + 300} L${c + 290} ${c + 440} L${c - 290} ${c + 440} L${c - 300} ${c + 300} L${c - 430} ${c + 260} Z" fill="url(#p-lit)"/>
        <path d="M${c - 150} ${c - 340} Q${c} ${c - 160} ${c + 150} ${c - 340} Q${c} ${c - 260} ${c - 150} ${c - 340} Z" fill="${shade(color, -0.35)}"/>
        <path d="M${c - 30} ${c - 250} L${c - 40} ${c - 120} M${c + 30} ${c - 250} L${c + 40} ${c - 120}" stroke="#e5e7eb" stroke-width="8"/>
        <path d="M${c - 190} ${c + 170} L${c + 190} ${c + 170} L${c + 160} ${c + 320} L${c - 160} ${c + 320} Z" fill="#000" opacity="0.15"/>
        ${logo(c, c + 40, 86)}`;
    case 'cap':
      return `${defs}<path d="M${c - 330} ${c + 60} Q${c - 320} ${c - 330} ${c} ${c - 340} Q${c + 320} ${c - 330} ${c + 330} ${c + 60} Z" fill="url(#p-lit)"/>
        <path d="M${c} ${c - 340} L${c} ${c + 60} M${c - 160} ${c - 300} Q${c - 200} ${c - 100} ${c - 190} ${c + 60} M${c + 160} ${c - 300} Q${c + 200} ${c - 100} ${c + 190} ${c + 60}" stroke="#000" stroke-opacity="0.22" stroke-width="5" fill="none"/>
        <circle cx="${c}" cy="${c - 338}" r="18" fill="${shade(color, -0.2)}"/>
        <path d="M${c - 360} ${c + 60} Q${c} ${c + 190} ${c + 460} ${c + 80} L${c + 330} ${c + 40} Z" fill="${shade(color, -0.45)}"/>
        ${logo(c, c - 70, 100)}`;
    case 'vinylRoll':
      return `${defs}<defs><linearGradient id="p-roll" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, -0.3)}"/><stop offset="0.3" stop-color="${shade(color, 0.35)}"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.5)}"/></linearGradient></defs>
        <path d="M${c + 330} ${c + 170} L${c + 470} ${c + 340} L${c + 60} ${c + 340} L${c - 60} ${c + 170} Z" fill="url(#p-lit)"/>
        <path d="M${c + 330} ${c + 170} L${c + 470} ${c + 340}" stroke="#fff" stroke-width="3" opacity="0.6"/>
        <rect x="${c - 380}" y="${c - 170}" width="760" height="340" rx="30" fill="url(#p-roll)"/>
        <rect x="${c - 340}" y="${c - 110}" width="680" height="22" rx="11" fill="#fff" opacity="0.45"/>
        <ellipse cx="${c - 380}" cy="${c}" rx="70" ry="170" fill="${shade(color, -0.1)}" stroke="#0f172a" stroke-opacity="0.3" stroke-width="4"/>
        ${[0.8, 0.6, 0.4].map((k) => `<ellipse cx="${c - 380}" cy="${c}" rx="${70 * k}" ry="${170 * k}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`).join('')}
        <ellipse cx="${c - 380}" cy="${c}" rx="24" ry="60" fill="#d6d3d1"/><ellipse cx="${c - 380}" cy="${c}" rx="12" ry="34" fill="#78716c"/>`;
    case 'squeegee':
      return `${defs}<g transform="rotate(-12 ${c} ${c})"><rect x="${c - 330}" y="${c - 160}" width="660" height="300" rx="60" fill="url(#p-lit)"/>
        <rect x="${c - 300}" y="${c - 140}" width="600" height="40" rx="20" fill="#fff" opacity="0.3"/>
        <rect x="${c - 330}" y="${c + 120}" width="660" height="70" rx="22" fill="#2d2f33"/>
        ${Array.from({ length: 30 }, (_, i) => `<rect x="${c - 320 + i * 22}" y="${c + 130}" width="8" height="50" rx="4" fill="#4b5563"/>`).join('')}
        ${logo(c, c + 30, 80, '#fff')}</g>`;
    case 'heatGun':
      return `${defs}<rect x="${c - 380}" y="${c - 190}" width="560" height="240" rx="90" fill="url(#p-lit)"/>
        <rect x="${c - 340}" y="${c - 170}" width="480" height="34" rx="17" fill="#fff" opacity="0.35"/>
        <rect x="${c + 160}" y="${c - 150}" width="260" height="160" rx="22" fill="url(#p-steel)"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="${c + 180 + i * 56}" y="${c - 140}" width="10" height="140" fill="#475569"/>`).join('')}
        <rect x="${c - 270}" y="${c + 20}" width="180" height="380" rx="56" fill="url(#p-dark)"/>
        <rect x="${c - 200}" y="${c + 60}" width="40" height="90" rx="14" fill="#f97316"/>
        <circle cx="${c - 20}" cy="${c - 60}" r="34" fill="#1f2937"/><circle cx="${c - 20}" cy="${c - 60}" r="14" fill="#e5e7eb"/>`;
    case 'knifelessTape':
      return `${defs}<path d="M${c} ${c + 250} L${c + 470} ${c + 250} L${c + 470} ${c + 300} L${c} ${c + 300} Z" fill="url(#p-lit)"/>
        <path d="M${c} ${c + 275} L${c + 470} ${c + 275}" stroke="#0f172a" stroke-width="3"/>
        <circle cx="${c}" cy="${c}" r="300" fill="url(#p-lit)"/>
        <circle cx="${c}" cy="${c}" r="150" fill="#f1f5f9"/><circle cx="${c}" cy="${c}" r="120" fill="#cbd5e1"/>
        ${[260, 230, 200, 175].map((r) => `<circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>`).join('')}
        <path d="M${c - 280} ${c - 120} A300 300 0 0 1 ${c - 60} ${c - 290}" stroke="#fff" stroke-width="16" opacity="0.45" fill="none" stroke-linecap="round"/>`;
    case 'ceramicKit':
      return `${defs}<rect x="${c - 120}" y="${c - 330}" width="240" height="520" rx="40" fill="url(#p-lit)"/>
        <rect x="${c - 60}" y="${c - 420}" width="120" height="110" rx="20" fill="#0f172a"/>
        <rect x="${c - 96}" y="${c - 300}" width="36" height="460" rx="18" fill="#fff" opacity="0.25"/>
        <text x="${c}" y="${c - 40}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="54" fill="#fff">9H</text>
        <rect x="${c - 430}" y="${c + 110}" width="260" height="210" rx="24" fill="#e2e8f0"/><rect x="${c - 430}" y="${c + 110}" width="260" height="60" rx="24" fill="#cbd5e1"/>
        <path d="M${c + 170} ${c + 90} L${c + 440} ${c + 90} L${c + 460} ${c + 320} L${c + 180} ${c + 320} Z" fill="#fde047"/>
        <path d="M${c + 190} ${c + 160} L${c + 450} ${c + 150} M${c + 190} ${c + 230} L${c + 455} ${c + 220}" stroke="#eab308" stroke-width="10"/>`;
    case 'ceramicSpray':
      return `${defs}<path d="M${c - 110} ${c - 200} L${c + 110} ${c - 200} L${c + 130} ${c + 360} Q${c} ${c + 390} ${c - 130} ${c + 360} Z" fill="url(#p-lit)"/>
        <rect x="${c - 60}" y="${c - 290}" width="120" height="100" rx="14" fill="#111827"/>
        <path d="M${c - 40} ${c - 290} L${c - 40} ${c - 380} L${c + 150} ${c - 380} L${c + 170} ${c - 330} L${c + 40} ${c - 320} L${c + 40} ${c - 290} Z" fill="#1f2937"/>
        <path d="M${c - 10} ${c - 300} Q${c - 80} ${c - 200} ${c - 40} ${c - 120}" stroke="#111827" stroke-width="16" fill="none"/>
        <rect x="${c - 90}" y="${c - 20}" width="180" height="200" rx="10" fill="#f8fafc" opacity="0.92"/>
        <rect x="${c - 60}" y="${c + 10}" width="120" height="22" rx="11" fill="${color}"/><rect x="${c - 60}" y="${c + 52}" width="90" height="14" rx="7" fill="#94a3b8"/>
        <rect x="${c - 90}" y="${c - 180}" width="30" height="520" rx="15" fill="#fff" opacity="0.3"/>
        <path d="M${c + 170} ${c + 220} Q${c + 300} ${c + 180} ${c + 450} ${c + 240} L${c + 430} ${c + 380} L${c + 160} ${c + 380} Z" fill="#38bdf8"/>
        <path d="M${c + 190} ${c + 270} Q${c + 300} ${c + 240} ${c + 430} ${c + 290}" stroke="#0284c7" stroke-width="8" fill="none"/>`;
    case 'ppfKit':
      return `${defs}<path d="M${c - 430} ${c + 200} Q${c - 400} ${c - 260} ${c} ${c - 300} Q${c + 400} ${c - 260} ${c + 430} ${c + 200} Z" fill="#eef5fb" stroke="${color}" stroke-width="8" stroke-dasharray="30 16"/>
        <path d="M${c - 380} ${c + 150} Q${c - 360} ${c - 200} ${c} ${c - 240} Q${c + 120} ${c - 236} ${c + 220} ${c - 200}" stroke="#fff" stroke-width="26" opacity="0.9" fill="none"/>
        <path d="M${c - 300} ${c + 40} Q${c} ${c - 140} ${c + 300} ${c + 40}" stroke="#94a3b8" stroke-width="6" fill="none"/>
        <path d="M${c + 300} ${c + 200} L${c + 430} ${c + 200} L${c + 400} ${c + 60} Z" fill="#cbd5e1"/>
        <text x="${c}" y="${c + 140}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="56" fill="#334155">PRE-CUT PPF</text>`;
    case 'designBoard':
      return `${defs}<rect x="${c - 440}" y="${c - 330}" width="880" height="620" rx="24" fill="#fff" stroke="#cbd5e1" stroke-width="8"/>
        <g transform="translate(${c - 420} ${c - 330}) scale(0.66)">${vehicleSvg('van', '#f8fafc', { kind: 'business', company: 'YOUR BRAND', tagline: 'Design proof v2', accent: color }, 'design')}</g>
        <rect x="${c - 400}" y="${c + 180}" width="140" height="70" rx="10" fill="${color}"/><rect x="${c - 240}" y="${c + 180}" width="140" height="70" rx="10" fill="#f97316"/><rect x="${c - 80}" y="${c + 180}" width="140" height="70" rx="10" fill="#0f172a"/>`;
    case 'logoVector': {
      const anchors: [number, number][] = [
        [c - 260, c + 160],
        [c - 120, c - 220],
        [c + 60, c + 60],
        [c + 240, c - 200],
        [c + 300, c + 160],
      ];
      return `${defs}<rect x="${c - 460}" y="${c - 360}" width="920" height="720" rx="26" fill="#ffffff" stroke="#cbd5e1" stroke-width="6"/>
        ${Array.from({ length: 9 }, (_, i) => `<path d="M${c - 460 + i * 115} ${c - 360} L${c - 460 + i * 115} ${c + 360}" stroke="#e2e8f0" stroke-width="2"/>`).join('')}
        <path d="M${anchors[0]![0]} ${anchors[0]![1]} C${c - 240} ${c - 120} ${c - 180} ${c - 220} ${anchors[1]![0]} ${anchors[1]![1]} C${c - 40} ${c - 220} ${c} ${c + 60} ${anchors[2]![0]} ${anchors[2]![1]} C${c + 120} ${c + 60} ${c + 160} ${c - 200} ${anchors[3]![0]} ${anchors[3]![1]} C${c + 300} ${c - 200} ${c + 320} ${c} ${anchors[4]![0]} ${anchors[4]![1]} Z" fill="${color}" opacity="0.92"/>
        <path d="M${c - 120} ${c - 220} L${c - 200} ${c - 220} M${c - 120} ${c - 220} L${c - 40} ${c - 220} M${c + 240} ${c - 200} L${c + 160} ${c - 200} M${c + 240} ${c - 200} L${c + 310} ${c - 200}" stroke="#2563eb" stroke-width="4"/>
        ${[
          [c - 200, c - 220],
          [c - 40, c - 220],
          [c + 160, c - 200],
          [c + 310, c - 200],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#fff" stroke="#2563eb" stroke-width="4"/>`)
          .join('')}
        ${anchors.map(([x, y]) => `<rect x="${x - 14}" y="${y - 14}" width="28" height="28" fill="#fff" stroke="#2563eb" stroke-width="5"/>`).join('')}`;
    }
    case 'listing':
      return `${defs}<path d="M${c - 470} ${c + 250} L${c + 470} ${c + 250} L${c + 520} ${c + 320} L${c - 520} ${c + 320} Z" fill="url(#p-steel)"/>
        <rect x="${c - 420}" y="${c - 330}" width="840" height="580" rx="24" fill="#1f2937"/>
        <rect x="${c - 390}" y="${c - 300}" width="780" height="520" rx="8" fill="#f8fafc"/>
        <rect x="${c - 390}" y="${c - 300}" width="780" height="56" fill="#0f172a"/>
        <rect x="${c - 360}" y="${c - 220}" width="720" height="130" rx="12" fill="#fff7ed" stroke="${color}" stroke-width="6"/>
        <circle cx="${c - 300}" cy="${c - 155}" r="40" fill="${color}"/>
        <path d="M${c - 240} ${c - 180} l180 0 M${c - 240} ${c - 140} l260 0" stroke="#334155" stroke-width="14" stroke-linecap="round"/>
        ${[0, 1, 2, 3, 4].map((i) => `<path d="M${c + 140 + i * 40} ${c - 176} l9 18 l20 3 l-14 14 l3 20 l-18 -9 l-18 9 l3 -20 l-14 -14 l20 -3 Z" fill="${color}"/>`).join('')}
        ${[0, 1].map((i) => `<rect x="${c - 360}" y="${c - 70 + i * 130}" width="720" height="110" rx="12" fill="#fff" stroke="#e2e8f0" stroke-width="4"/><circle cx="${c - 300}" cy="${c - 15 + i * 130}" r="34" fill="#cbd5e1"/><path d="M${c - 240} ${c - 30 + i * 130} l160 0 M${c - 240} ${c + 6 + i * 130} l220 0" stroke="#94a3b8" stroke-width="12" stroke-linecap="round"/>`).join('')}`;
    case 'gift':
      return `${defs}<rect x="${c - 360}" y="${c - 220}" width="720" height="440" rx="36" fill="url(#p-lit)"/>
        <rect x="${c - 360}" y="${c - 40}" width="720" height="60" fill="#fde68a"/><rect x="${c - 30}" y="${c - 220}" width="60" height="440" fill="#fde68a" opacity="0.85"/>
        <path d="M${c} ${c - 10} q-120 -110 -150 -20 q40 60 150 20 q120 -110 150 -20 q-40 60 -150 20 Z" fill="#fbbf24"/>
        <text x="${c}" y="${c + 170}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="72" fill="#fff">GIFT CARD</text>${logo(c, c - 110, 90, '#fff')}`;
  }
}

/** Where a close-up looks on each product: the part worth seeing large. */
const detailFocus: Record<ProductKind, [number, number]> = {
  tee: [0, -60],
  hoodie: [0, -200],
  cap: [0, -120],
  vinylRoll: [-300, -40],
  squeegee: [0, 140],
  heatGun: [260, -80],
  knifelessTape: [280, 160],
  ceramicKit: [0, -160],
  ceramicSpray: [40, -260],
  ppfKit: [0, -120],
  designBoard: [-180, -80],
  logoVector: [-120, -160],
  listing: [-120, -160],
  gift: [0, -80],
};

/** A product on a soft studio sweep (front), framed close (closeUp) or laid on a slate bench (flatLay). */
export function productScene(scene: ProductScene, size: number): string {
  const c = size / 2;
  const art = productArt(scene.product, scene.color, size);
  switch (scene.view ?? 'front') {
    case 'front':
      return `<defs><radialGradient id="sq" cx="50%" cy="38%" r="78%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe5ec"/></radialGradient></defs>
        <rect width="${size}" height="${size}" fill="url(#sq)"/>${groundShadow('sq-shadow', c, size * 0.88, size * 0.38, 34, 0.35)}${art}`;
    case 'closeUp': {
      const [dx, dy] = detailFocus[scene.product];
      return `<defs><radialGradient id="sq" cx="40%" cy="30%" r="90%"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#cfd8e2"/></radialGradient></defs>
        <rect width="${size}" height="${size}" fill="url(#sq)"/>
        <g transform="translate(${c} ${c}) scale(2.1) translate(${-c - dx} ${-c - dy})">${art}</g>`;
    }
    case 'flatLay':
      return `<defs><linearGradient id="slate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#1f2937"/></linearGradient></defs>
        <rect width="${size}" height="${size}" fill="url(#slate)"/>
        ${Array.from({ length: 7 }, (_, i) => `<path d="M0 ${i * 190 + 60} L${size} ${i * 190 + 20}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`).join('')}
        <g transform="rotate(-8 ${c} ${c}) translate(${c * 0.12} ${c * 0.12}) scale(0.88)">
          <g transform="translate(18 26)" opacity="0.35">${art.replace(/fill="[^"]*"/g, 'fill="#000"').replace(/stroke="[^"]*"/g, 'stroke="none"')}</g>
          ${art}
        </g>`;
  }
}
