import type { MediaImage } from 'shared-contracts/media/catalog';

import { backdrop } from './backdrops';
import { ceramicScene, heroScene, installScene, ppfEdgeScene, ppfScene, sheenScene } from './close-ups';
import { frontVehicleSvg } from './front-view';
import { portraitSvg, shopFloorSvg } from './people';
import { productScene } from './products';
import { beads, sideProfile, vehicleSvg } from './vehicles';

const GROUND = 660;

function printerScene(w: number, h: number): string {
  const panel = vehicleSvg(
    'van',
    '#f8fafc',
    { kind: 'business', company: 'LOOP LOGISTICS', tagline: 'Same-day delivery', accent: '#0f766e' },
    'print',
  );
  return `${backdrop('shop', w, h, GROUND)}
    <defs><linearGradient id="printer-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
    <rect x="120" y="180" width="1040" height="200" rx="26" fill="url(#printer-body)"/><rect x="160" y="220" width="960" height="40" rx="10" fill="#0f172a"/>
    <rect x="150" y="196" width="980" height="10" rx="5" fill="#fff" opacity="0.25"/>
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

/** Beads over a coated side view: on the doors and the hood, under the window line. */
function beadedSide(image: MediaImage): string {
  const { scene } = image;
  if (scene.kind !== 'vehicle' || scene.surface !== 'beaded' || scene.view === 'front') return '';
  const p = sideProfile(scene.vehicle);
  return `<g clip-path="url(#${image.id}-clip)">${beads(5, p.wheels[0] - 40, p.wheels[1] + 60, p.belt + 18, p.sill - 40, 70, 1.3)}</g>`;
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
          ? frontVehicleSvg(scene.vehicle, scene.color, scene.livery, image.id, scene.surface)
          : vehicleSvg(scene.vehicle, scene.color, scene.livery, image.id, '', scene.surface) + beadedSide(image));
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
    case 'ppfEdge':
      body = ppfEdgeScene(scene.color, w, h);
      break;
    case 'ceramic':
      body = ceramicScene(scene.color, w, h);
      break;
    case 'install':
      body = installScene(scene.color, w, h);
      break;
    case 'sheen':
      body = sheenScene(scene.color, w, h);
      break;
    case 'hero':
      body = heroScene(scene, image.id, w, h);
      break;
    case 'printer':
      body = printerScene(w, h);
      break;
    case 'shipping':
      body = shippingScene(w, h);
      break;
    case 'product':
      body = productScene(scene, w);
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
