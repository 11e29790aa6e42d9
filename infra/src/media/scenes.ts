import type { MediaImage, Scene } from 'shared-contracts/media/catalog';

import { backdrop } from './backdrops';
import { frontVehicleSvg } from './front-view';
import { portraitSvg, shopFloorSvg } from './people';
import { vehicleSvg } from './vehicles';

const GROUND = 660;

function productSvg(scene: Extract<Scene, { kind: 'product' }>, size: number): string {
  const c = size / 2;
  const { color } = scene;
  const logo = (x: number, y: number, s: number) =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${s}" fill="#f97316">WRAP LAB</text>`;
  switch (scene.product) {
    case 'tee':
      return `<path d="M${c - 300} ${c - 330} L${c - 120} ${c - 400} Q${c} ${c - 330} ${c + 120} ${c - 400} L${c + 300} ${c - 330} L${c + 420} ${c - 130} L${c + 270} ${c - 60} L${c + 270} ${c + 420} L${c - 270} ${c + 420} L${c - 270} ${c - 60} L${c - 420} ${c - 130} Z" fill="${color}"/>${logo(c, c - 60, 90)}<text x="${c}" y="${c + 10}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="44" fill="#e5e7eb">CHICAGO</text>`;
    case 'hoodie':
      return `<path d="M${c - 290} ${c - 300} Q${c} ${c - 470} ${c + 290} ${c - 300} L${c + 430} ${c + 260} L${c + 300} ${c + 300} L${c + 290} ${c + 440} L${c - 290} ${c + 440} L${c - 300} ${c + 300} L${c - 430} ${c + 260} Z" fill="${color}"/><path d="M${c - 140} ${c - 330} Q${c} ${c - 190} ${c + 140} ${c - 330}" stroke="#374151" stroke-width="22" fill="none"/><rect x="${c - 190}" y="${c + 170}" width="380" height="150" rx="30" fill="#000" opacity="0.15"/>${logo(c, c + 40, 86)}`;
    case 'cap':
      return `<path d="M${c - 330} ${c + 60} Q${c - 320} ${c - 330} ${c} ${c - 340} Q${c + 320} ${c - 330} ${c + 330} ${c + 60} Z" fill="${color}"/><path d="M${c - 360} ${c + 60} Q${c} ${c + 190} ${c + 460} ${c + 80} L${c + 330} ${c + 40} Z" fill="#0f172a"/>${logo(c, c - 70, 100)}`;
    case 'vinylRoll':
      return `<rect x="${c - 380}" y="${c - 170}" width="760" height="340" rx="30" fill="${color}" stroke="#0f172a" stroke-opacity="0.2" stroke-width="6"/><ellipse cx="${c - 380}" cy="${c}" rx="70" ry="170" fill="${color}" stroke="#0f172a" stroke-opacity="0.35" stroke-width="6"/><ellipse cx="${c - 380}" cy="${c}" rx="24" ry="60" fill="#d6d3d1"/><rect x="${c - 300}" y="${c - 120}" width="640" height="40" rx="20" fill="#fff" opacity="0.3"/><path d="M${c + 380} ${c + 170} L${c + 470} ${c + 330} L${c + 100} ${c + 330} L${c + 40} ${c + 170} Z" fill="${color}" opacity="0.9"/>`;
    case 'squeegee':
      return `<rect x="${c - 330}" y="${c - 160}" width="660" height="320" rx="60" fill="${color}" transform="rotate(-12 ${c} ${c})"/><rect x="${c - 330}" y="${c + 120}" width="660" height="60" rx="20" fill="#1f2937" transform="rotate(-12 ${c} ${c})"/>${logo(c, c + 20, 80)}`;
    case 'heatGun':
      return `<rect x="${c - 380}" y="${c - 190}" width="560" height="240" rx="80" fill="${color}"/><rect x="${c + 160}" y="${c - 140}" width="240" height="140" rx="20" fill="#374151"/><rect x="${c - 260}" y="${c + 20}" width="170" height="360" rx="50" fill="#1f2937"/><circle cx="${c + 400}" cy="${c - 70}" r="30" fill="#fca5a5"/>`;
    case 'ceramicKit':
      return `<rect x="${c - 120}" y="${c - 330}" width="240" height="520" rx="40" fill="${color}"/><rect x="${c - 60}" y="${c - 420}" width="120" height="110" rx="20" fill="#0f172a"/><text x="${c}" y="${c - 40}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="54" fill="#fff">9H</text><rect x="${c - 420}" y="${c + 120}" width="260" height="200" rx="24" fill="#e2e8f0"/><rect x="${c + 180}" y="${c + 90}" width="260" height="230" rx="16" fill="#fde047"/>`;
    case 'ppfKit':
      return `<path d="M${c - 430} ${c + 200} Q${c - 400} ${c - 260} ${c} ${c - 300} Q${c + 400} ${c - 260} ${c + 430} ${c + 200} Z" fill="#e2e8f0" stroke="${color}" stroke-width="10" stroke-dasharray="30 16"/><path d="M${c - 300} ${c + 40} Q${c} ${c - 140} ${c + 300} ${c + 40}" stroke="#94a3b8" stroke-width="8" fill="none"/><text x="${c}" y="${c + 140}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="56" fill="#334155">PRE-CUT PPF</text>`;
    case 'designBoard':
      return `<rect x="${c - 440}" y="${c - 330}" width="880" height="620" rx="24" fill="#fff" stroke="#cbd5e1" stroke-width="8"/><g transform="translate(${c - 420} ${c - 330}) scale(0.66)">${vehicleSvg('van', '#f8fafc', { kind: 'business', company: 'YOUR BRAND', tagline: 'Design proof v2', accent: color }, 'design')}</g><rect x="${c - 400}" y="${c + 180}" width="140" height="70" rx="10" fill="${color}"/><rect x="${c - 240}" y="${c + 180}" width="140" height="70" rx="10" fill="#f97316"/><rect x="${c - 80}" y="${c + 180}" width="140" height="70" rx="10" fill="#0f172a"/>`;
    case 'gift':
      return `<rect x="${c - 360}" y="${c - 220}" width="720" height="440" rx="36" fill="${color}"/><rect x="${c - 360}" y="${c - 40}" width="720" height="60" fill="#fde68a"/><text x="${c}" y="${c + 170}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="72" fill="#fff">GIFT CARD</text>${logo(c, c - 110, 90)}`;
  }
}

const studioSquare = (size: number) =>
  `<defs><radialGradient id="sq" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e2e8f0"/></radialGradient></defs><rect width="${size}" height="${size}" fill="url(#sq)"/><ellipse cx="${size / 2}" cy="${size * 0.86}" rx="${size * 0.36}" ry="30" fill="#0f172a" opacity="0.12"/>`;

function ppfScene(w: number, h: number): string {
  return `
    <defs><linearGradient id="paint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dc2626"/><stop offset="1" stop-color="#7f1d1d"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#paint)"/>
    <path d="M0 ${h * 0.45} Q${w / 2} ${h * 0.3} ${w} ${h * 0.45} L${w} ${h} L0 ${h} Z" fill="#fff" opacity="0.08"/>
    <path d="M${w * 0.35} 0 L${w} 0 L${w} ${h} L${w * 0.2} ${h} Z" fill="#e0f2fe" opacity="0.22"/>
    <path d="M${w * 0.35} 0 L${w * 0.2} ${h}" stroke="#f8fafc" stroke-width="6" opacity="0.8"/>
    <g transform="translate(${w * 0.3} ${h * 0.45}) rotate(-25)"><rect x="-160" y="-50" width="320" height="100" rx="24" fill="#2563eb"/><rect x="-160" y="36" width="320" height="22" rx="8" fill="#1f2937"/></g>
    <path d="M${w * 0.1} ${h * 0.9} Q${w * 0.22} ${h * 0.6} ${w * 0.42} ${h * 0.52}" stroke="#fcd9b6" stroke-width="70" stroke-linecap="round" fill="none"/>
    ${Array.from({ length: 14 }, (_, i) => `<circle cx="${w * 0.5 + (i % 7) * 80}" cy="${h * 0.2 + Math.floor(i / 7) * 90}" r="6" fill="#fff" opacity="0.5"/>`).join('')}`;
}

function ceramicScene(color: string, w: number, h: number): string {
  const beads = Array.from({ length: 90 }, (_, i) => {
    const x = (i * 137.5) % w;
    const y = ((i * 89.3) % (h - 60)) + 30;
    const r = 8 + ((i * 7) % 22);
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${r}" ry="${(r * 0.85).toFixed(1)}" fill="#e0f2fe" opacity="0.35"/><ellipse cx="${(x - r * 0.3).toFixed(0)}" cy="${(y - r * 0.35).toFixed(0)}" rx="${(r * 0.28).toFixed(1)}" ry="${(r * 0.2).toFixed(1)}" fill="#fff" opacity="0.9"/>`;
  }).join('');
  return `<defs><linearGradient id="cer" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#020617"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#cer)"/><path d="M0 ${h * 0.2} Q${w / 2} ${h * 0.05} ${w} ${h * 0.25} L${w} ${h * 0.32} Q${w / 2} ${h * 0.12} 0 ${h * 0.27} Z" fill="#fff" opacity="0.18"/>${beads}`;
}

function installScene(color: string, w: number, h: number): string {
  return `${backdrop('shop', w, h, GROUND)}
    <rect x="160" y="180" width="960" height="440" rx="40" fill="#cbd5e1"/>
    <path d="M160 220 Q160 180 200 180 L760 180 L640 620 L200 620 Q160 620 160 580 Z" fill="${color}"/>
    <path d="M760 180 L640 620" stroke="#fff" stroke-width="5" opacity="0.7"/>
    <path d="M760 180 Q800 260 860 200 Q900 300 960 230" fill="none" stroke="${color}" stroke-width="14" opacity="0.8"/>
    <g transform="translate(700 400) rotate(-20)"><rect x="-110" y="-36" width="220" height="72" rx="18" fill="#1d4ed8"/></g>
    <path d="M620 760 Q660 540 700 420" stroke="#fcd9b6" stroke-width="60" stroke-linecap="round" fill="none"/>
    <g transform="translate(1000 300) rotate(25)"><rect x="-120" y="-40" width="200" height="80" rx="30" fill="#ea580c"/><rect x="70" y="-26" width="70" height="52" rx="8" fill="#374151"/><rect x="-90" y="30" width="60" height="140" rx="20" fill="#1f2937"/></g>`;
}

function printerScene(w: number, h: number): string {
  const panel = vehicleSvg(
    'van',
    '#f8fafc',
    { kind: 'business', company: 'LOOP LOGISTICS', tagline: 'Same-day delivery', accent: '#0f766e' },
    'print',
  );
  return `${backdrop('shop', w, h, GROUND)}
    <rect x="120" y="180" width="1040" height="200" rx="26" fill="#1f2937"/><rect x="160" y="220" width="960" height="40" rx="10" fill="#0f172a"/>
    <rect x="980" y="205" width="120" height="30" rx="8" fill="#22c55e"/>
    <g transform="translate(190 360) scale(0.7 0.5)"><rect width="1280" height="800" fill="#fff"/>${panel}</g>
    <rect x="120" y="380" width="80" height="330" fill="#374151"/><rect x="1080" y="380" width="80" height="330" fill="#374151"/>`;
}

function shippingScene(w: number, h: number): string {
  return `${backdrop('shop', w, h, GROUND)}
    <rect x="200" y="360" width="520" height="330" rx="10" fill="#b45309"/><rect x="200" y="360" width="520" height="60" fill="#92400e"/>
    <rect x="260" y="460" width="260" height="150" rx="8" fill="#fff"/><text x="280" y="510" font-family="Arial, sans-serif" font-weight="800" font-size="30" fill="#0f172a">WRAP LAB CHICAGO</text>
    <text x="280" y="550" font-family="Arial, sans-serif" font-size="22" fill="#334155">PRINTED WRAP PANELS</text><text x="280" y="585" font-family="Arial, sans-serif" font-size="22" fill="#334155">THIS SIDE UP</text>
    <g transform="rotate(-12 900 520)"><rect x="760" y="470" width="420" height="110" rx="55" fill="#f8fafc" stroke="#94a3b8" stroke-width="6"/><ellipse cx="1180" cy="525" rx="30" ry="55" fill="#e2e8f0" stroke="#94a3b8" stroke-width="6"/><rect x="820" y="490" width="300" height="24" rx="12" fill="#d9480f"/></g>`;
}

/** The whole SVG document for one library image. */
export function sceneSvg(image: MediaImage): string {
  const { width: w, height: h, scene } = image;
  let body: string;
  switch (scene.kind) {
    case 'vehicle':
      body =
        backdrop(scene.backdrop, w, h, GROUND) +
        (scene.view === 'front'
          ? frontVehicleSvg(scene.vehicle, scene.color, scene.livery, image.id)
          : vehicleSvg(scene.vehicle, scene.color, scene.livery, image.id));
      break;
    case 'fleet':
      body =
        backdrop('lot', w, h, GROUND) +
        [0, 1, 2]
          .map((i) =>
            vehicleSvg(
              scene.vehicle,
              scene.color,
              { kind: 'business', company: scene.company, tagline: `Unit ${i + 101}`, accent: scene.accent },
              `${image.id}-${i}`,
              `translate(${[20, 360, 680][i]} ${[300, 318, 330][i]}) scale(${[0.46, 0.5, 0.56][i]})`,
            ),
          )
          .join('');
      break;
    case 'ppf':
      body = ppfScene(w, h);
      break;
    case 'ceramic':
      body = ceramicScene(scene.color, w, h);
      break;
    case 'install':
      body = installScene(scene.color, w, h);
      break;
    case 'printer':
      body = printerScene(w, h);
      break;
    case 'shipping':
      body = shippingScene(w, h);
      break;
    case 'product':
      body = studioSquare(w) + productSvg(scene, w);
      break;
    case 'portrait':
      body = portraitSvg(scene, w);
      break;
    case 'shopFloor':
      body = shopFloorSvg(scene, w, h, GROUND);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
