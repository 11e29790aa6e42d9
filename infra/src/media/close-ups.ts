import { backdrop } from './backdrops';
import { groundShadow, shade } from './paint';
import { beads, vehicleSvg } from './vehicles';

/**
 * Close-ups of film and paint, filling the frame: the surface's curve lit by a soft band of light,
 * with the film's edge, the tool on it or the water on the coating drawn at working size.
 */
const paintField = (id: string, color: string, w: number, h: number) => `
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.55)}"/></linearGradient>
    <linearGradient id="${id}-band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#${id})"/>
  <path d="M0 ${h * 0.3} C${w * 0.35} ${h * 0.16} ${w * 0.7} ${h * 0.22} ${w} ${h * 0.08} L${w} ${h * 0.2} C${w * 0.7} ${h * 0.34} ${w * 0.35} ${h * 0.28} 0 ${h * 0.44} Z" fill="url(#${id}-band)"/>
  <path d="M0 ${h * 0.36} C${w * 0.35} ${h * 0.22} ${w * 0.7} ${h * 0.28} ${w} ${h * 0.14}" stroke="#fff" stroke-width="3" opacity="0.7" fill="none"/>`;

/** A gloved hand holding a squeegee at an angle, its blade at (x, y). */
function squeegeeInHand(x: number, y: number, angle: number, blade = '#2563eb') {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="-150" y="-12" width="300" height="26" rx="6" fill="#1f2937"/>
    <rect x="-150" y="-100" width="300" height="92" rx="20" fill="${blade}"/>
    <rect x="-140" y="-92" width="280" height="22" rx="11" fill="#fff" opacity="0.25"/>
    <path d="M-110 -96 Q-60 -250 40 -300 L190 -330 L230 -200 L90 -150 Q40 -120 20 -96 Z" fill="#1e293b"/>
    <path d="M-80 -100 Q-40 -150 0 -170" stroke="#334155" stroke-width="22" stroke-linecap="round" fill="none"/>
    <path d="M-30 -100 Q10 -150 50 -160" stroke="#334155" stroke-width="22" stroke-linecap="round" fill="none"/>
    <path d="M20 -100 Q60 -140 100 -150" stroke="#334155" stroke-width="22" stroke-linecap="round" fill="none"/>
  </g>`;
}

export function ppfScene(w: number, h: number): string {
  // Red hood under clear film: the film's lifted edge catches the light ahead of the squeegee.
  return `${paintField('ppf-paint', '#c0262d', w, h)}
    <path d="M0 ${h * 0.62} L${w * 0.56} ${h * 0.48} L${w * 0.62} ${h} L0 ${h} Z" fill="#e0f2fe" opacity="0.1"/>
    <path d="M0 ${h * 0.62} L${w * 0.56} ${h * 0.48} L${w * 0.62} ${h}" stroke="#fff" stroke-width="4" opacity="0.85" fill="none"/>
    <path d="M${w * 0.56} ${h * 0.48} L${w * 0.62} ${h} L${w * 0.7} ${h} L${w * 0.64} ${h * 0.46} Z" fill="#f8fafc" opacity="0.28"/>
    <path d="M${w * 0.64} ${h * 0.46} L${w * 0.7} ${h}" stroke="#fff" stroke-width="2" opacity="0.9"/>
    ${beads(11, w * 0.66, w * 0.98, h * 0.5, h * 0.95, 16, 0.8)}
    ${squeegeeInHand(w * 0.38, h * 0.72, -14)}`;
}

export function ppfEdgeScene(color: string, w: number, h: number): string {
  // A bumper corner: the film runs over the curve and tucks round the edge, its line visible.
  return `
    <defs><linearGradient id="edge-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9d1da"/><stop offset="1" stop-color="#eef1f4"/></linearGradient>
    <radialGradient id="edge-body" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#edge-bg)"/>
    <path d="M-40 ${h * 0.2} C${w * 0.5} ${h * 0.1} ${w * 0.85} ${h * 0.3} ${w * 0.92} ${h * 0.72} L${w * 0.95} ${h} L-40 ${h} Z" fill="url(#edge-body)"/>
    <path d="M-40 ${h * 0.52} C${w * 0.4} ${h * 0.44} ${w * 0.7} ${h * 0.52} ${w * 0.8} ${h} L-40 ${h} Z" fill="#1f2937"/>
    <path d="M${w * 0.05} ${h * 0.6} C${w * 0.35} ${h * 0.54} ${w * 0.58} ${h * 0.62} ${w * 0.66} ${h}" fill="none" stroke="#0b1120" stroke-width="18" opacity="0.6"/>
    <path d="M-40 ${h * 0.27} C${w * 0.5} ${h * 0.17} ${w * 0.8} ${h * 0.35} ${w * 0.86} ${h * 0.74} L${w * 0.88} ${h} " fill="none" stroke="#fff" stroke-width="5" opacity="0.95"/>
    <path d="M-40 ${h * 0.28} C${w * 0.5} ${h * 0.18} ${w * 0.8} ${h * 0.36} ${w * 0.855} ${h * 0.75} L${w * 0.875} ${h}" fill="none" stroke="#64748b" stroke-width="2" opacity="0.7"/>
    <path d="M${w * 0.1} ${h * 0.3} C${w * 0.4} ${h * 0.22} ${w * 0.6} ${h * 0.3} ${w * 0.7} ${h * 0.42}" stroke="#fff" stroke-width="22" opacity="0.55" fill="none" stroke-linecap="round"/>
    <path d="M${w * 0.92} ${h * 0.72} L${w * 0.95} ${h} L${w} ${h} L${w} ${h * 0.66} Z" fill="#94a3b8" opacity="0.5"/>`;
}

export function ceramicScene(color: string, w: number, h: number): string {
  return `${paintField(`cer-${color.slice(1)}`, color, w, h)}
    ${beads(3, 0, w, h * 0.04, h * 0.98, 110, 2.2)}
    ${beads(7, 0, w, h * 0.1, h * 0.95, 160, 1)}`;
}

export function installScene(color: string, w: number, h: number): string {
  // A door panel half covered: new film on the left, bare primer-grey panel on the right, the squeegee at the line.
  const lineX = w * 0.58;
  return `
    <defs><linearGradient id="inst-door" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e5e9ee"/><stop offset="1" stop-color="#aab4c0"/></linearGradient>
    <linearGradient id="inst-film" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.3)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.4)}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#inst-door)"/>
    <rect x="0" y="${h * 0.2}" width="${w}" height="6" fill="#8b96a3"/>
    <path d="M0 0 L${lineX} 0 L${lineX - 40} ${h} L0 ${h} Z" fill="url(#inst-film)"/>
    <path d="M${lineX} 0 C${lineX + 80} ${h * 0.2} ${lineX + 30} ${h * 0.4} ${lineX + 120} ${h * 0.55} L${lineX + 160} ${h * 0.5} C${lineX + 80} ${h * 0.3} ${lineX + 140} ${h * 0.1} ${lineX + 60} 0 Z" fill="${color}" opacity="0.75"/>
    <path d="M0 ${h * 0.34} C${w * 0.2} ${h * 0.3} ${w * 0.4} ${h * 0.32} ${lineX} ${h * 0.28}" stroke="#fff" stroke-width="18" opacity="0.35" fill="none"/>
    <path d="M${lineX} 0 L${lineX - 40} ${h}" stroke="#fff" stroke-width="3" opacity="0.8"/>
    <rect x="${w * 0.1}" y="${h * 0.44}" width="120" height="14" rx="7" fill="#0b1120" opacity="0.35"/>
    ${squeegeeInHand(lineX - 150, h * 0.66, -78, '#1d4ed8')}
    <g transform="translate(${w * 0.86} ${h * 0.26}) rotate(150)">
      <rect x="-40" y="-40" width="230" height="80" rx="30" fill="#ea580c"/><rect x="180" y="-30" width="80" height="60" rx="10" fill="#374151"/>
      <rect x="-10" y="30" width="60" height="150" rx="20" fill="#1f2937"/>
    </g>
    <ellipse cx="${w * 0.74}" cy="${h * 0.3}" rx="110" ry="70" fill="#fde68a" opacity="0.18"/>`;
}

export function sheenScene(color: string, w: number, h: number): string {
  // The curve of a hood from low down: dark and quiet on the left, the light band sweeping in from the right.
  return `
    <defs><linearGradient id="sheen-base" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${shade(color, -0.75)}"/><stop offset="0.55" stop-color="${shade(color, -0.35)}"/><stop offset="1" stop-color="${color}"/></linearGradient>
    <linearGradient id="sheen-band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0.7"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sheen-base)"/>
    <path d="M${w * 0.35} ${h} C${w * 0.6} ${h * 0.6} ${w * 0.8} ${h * 0.45} ${w} ${h * 0.3} L${w} ${h * 0.42} C${w * 0.82} ${h * 0.56} ${w * 0.65} ${h * 0.72} ${w * 0.48} ${h} Z" fill="url(#sheen-band)"/>
    <path d="M${w * 0.3} ${h} C${w * 0.58} ${h * 0.55} ${w * 0.8} ${h * 0.38} ${w} ${h * 0.24}" stroke="#fff" stroke-width="2" opacity="0.5" fill="none"/>
    <path d="M${w * 0.55} 0 C${w * 0.7} ${h * 0.1} ${w * 0.85} ${h * 0.12} ${w} ${h * 0.08} L${w} 0 Z" fill="#0b1120" opacity="0.45"/>`;
}

/** A backdrop for text: the vehicle small in the right third, a quiet, evenly lit field on the left. */
export function heroScene(
  scene: {
    backdrop: Parameters<typeof backdrop>[0];
    vehicle: Parameters<typeof vehicleSvg>[0];
    color: string;
    finish: 'gloss' | 'satin' | 'matte';
  },
  id: string,
  w: number,
  h: number,
): string {
  const ground = 660;
  const scale = 0.55;
  const car = vehicleSvg(
    scene.vehicle,
    scene.color,
    { kind: 'solid', finish: scene.finish },
    id,
    `translate(${w * 0.73 - 640 * scale} ${ground - ground * scale + 40}) scale(${scale})`,
  );
  return `${backdrop(scene.backdrop, w, h, ground + 40, true)}
    ${groundShadow(`${id}-pool`, w * 0.78, ground + 42, 360, 40, 0.3)}
    ${car}
    <defs><linearGradient id="${id}-quiet" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1120" stop-opacity="0.35"/><stop offset="0.5" stop-color="#0b1120" stop-opacity="0.08"/><stop offset="0.62" stop-color="#0b1120" stop-opacity="0"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#${id}-quiet)"/>`;
}
