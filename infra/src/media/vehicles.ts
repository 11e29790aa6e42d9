import type { Finish, Livery, Surface, VehicleKind } from 'shared-contracts/media/catalog';

import { bodyGradient, finishLayer } from './finish';
import { groundShadow, luminance, shade, smoothPath, type Point } from './paint';

/**
 * Side views on a 1280 x 800 canvas, facing right, tyres on y = 660. Each outline follows the
 * vehicle's real proportions (length to height, wheelbase, wheel size, ground clearance), so a sedan,
 * an SUV and a sports car read as what they are.
 */
interface Profile {
  outline: readonly Point[];
  /** Extra body parts (a box truck's box), drawn and clipped with the outline. */
  extra?: readonly (readonly Point[])[];
  glass: readonly Point[];
  /** Dark pillars dividing the side glass, as x positions. */
  pillars: readonly number[];
  doors: readonly number[];
  wheels: readonly [number, number];
  radius: number;
  /** Where the window line (and the reflected horizon) runs, and where the body ends at the sill. */
  top: number;
  belt: number;
  sill: number;
  head: readonly [number, number, number, number];
  tail: readonly [number, number, number, number];
  hood: readonly Point[];
  roof: readonly Point[];
  mirror?: Point;
  /** Where lettering sits: x, baseline y, width available. */
  panel: { x: number; y: number; w: number };
  rails?: readonly [number, number, number];
  /** Unpainted plastic round the wheel arches and along the sill, as on SUVs and trucks. */
  cladding?: boolean;
}

const profiles: Record<VehicleKind, Profile> = {
  sedan: {
    outline: [
      [178, 628],
      [166, 600],
      [164, 540],
      [172, 500],
      [196, 474],
      [330, 462],
      [420, 452],
      [470, 420],
      [545, 384],
      [640, 372],
      [740, 374],
      [800, 392],
      [880, 448],
      [1010, 468],
      [1080, 484],
      [1104, 510],
      [1112, 560],
      [1106, 604],
      [1090, 628],
      [1090, 628],
    ],
    glass: [
      [432, 452],
      [552, 392],
      [640, 382],
      [736, 384],
      [790, 398],
      [856, 450],
      [856, 452],
      [432, 454],
    ],
    pillars: [655],
    doors: [470, 655, 872],
    wheels: [335, 905],
    radius: 66,
    top: 372,
    belt: 458,
    sill: 628,
    head: [1052, 482, 54, 20],
    tail: [166, 486, 34, 18],
    hood: [
      [880, 448],
      [1010, 468],
      [1080, 484],
      [1100, 502],
      [1078, 498],
      [1006, 482],
      [878, 462],
    ],
    roof: [
      [545, 384],
      [640, 372],
      [740, 374],
      [800, 392],
      [792, 400],
      [736, 388],
      [640, 387],
      [552, 397],
    ],
    mirror: [846, 446],
    panel: { x: 440, y: 540, w: 400 },
  },
  suv: {
    outline: [
      [172, 616],
      [160, 600],
      [158, 520],
      [162, 420],
      [170, 350],
      [188, 326],
      [260, 316],
      [760, 312],
      [820, 318],
      [850, 336],
      [935, 428],
      [1060, 442],
      [1104, 456],
      [1120, 490],
      [1124, 560],
      [1118, 606],
      [1104, 616],
      [1104, 616],
    ],
    glass: [
      [212, 340],
      [260, 330],
      [760, 328],
      [810, 336],
      [914, 428],
      [914, 430],
      [212, 432],
    ],
    pillars: [380, 612],
    doors: [380, 612, 884],
    wheels: [345, 935],
    radius: 84,
    cladding: true,
    top: 312,
    belt: 436,
    sill: 616,
    head: [1068, 452, 52, 22],
    tail: [160, 360, 18, 72],
    hood: [
      [935, 428],
      [1060, 442],
      [1104, 456],
      [1112, 470],
      [1060, 458],
      [935, 444],
    ],
    roof: [
      [188, 326],
      [260, 316],
      [760, 312],
      [820, 318],
      [812, 330],
      [760, 326],
      [260, 330],
      [200, 338],
    ],
    mirror: [900, 424],
    panel: { x: 430, y: 510, w: 400 },
    rails: [280, 760, 304],
  },
  sportsCar: {
    outline: [
      [160, 626],
      [150, 596],
      [152, 540],
      [164, 506],
      [220, 490],
      [330, 478],
      [450, 460],
      [560, 420],
      [660, 408],
      [760, 412],
      [840, 440],
      [920, 472],
      [1040, 496],
      [1110, 518],
      [1130, 548],
      [1132, 596],
      [1116, 626],
      [1116, 626],
    ],
    glass: [
      [476, 458],
      [566, 426],
      [660, 418],
      [752, 421],
      [828, 446],
      [900, 474],
      [900, 476],
      [476, 476],
    ],
    pillars: [575],
    doors: [560, 900],
    wheels: [350, 955],
    radius: 68,
    top: 408,
    belt: 480,
    sill: 626,
    head: [1062, 508, 58, 16],
    tail: [154, 512, 38, 14],
    hood: [
      [920, 472],
      [1040, 496],
      [1110, 518],
      [1118, 532],
      [1040, 510],
      [920, 486],
    ],
    roof: [
      [560, 420],
      [660, 408],
      [760, 412],
      [840, 440],
      [830, 448],
      [752, 424],
      [660, 422],
      [565, 432],
    ],
    mirror: [880, 466],
    panel: { x: 440, y: 560, w: 380 },
  },
  van: {
    outline: [
      [128, 632],
      [120, 600],
      [120, 250],
      [128, 218],
      [160, 206],
      [880, 200],
      [940, 206],
      [970, 222],
      [1060, 352],
      [1120, 400],
      [1150, 430],
      [1160, 480],
      [1162, 600],
      [1150, 632],
      [1150, 632],
    ],
    glass: [
      [936, 242],
      [962, 242],
      [1044, 362],
      [1044, 364],
      [936, 366],
    ],
    pillars: [],
    doors: [610, 920],
    wheels: [330, 960],
    radius: 72,
    top: 200,
    belt: 372,
    sill: 632,
    head: [1116, 424, 44, 24],
    tail: [120, 300, 16, 120],
    hood: [
      [1060, 352],
      [1120, 400],
      [1150, 430],
      [1154, 446],
      [1118, 414],
      [1058, 366],
    ],
    roof: [
      [160, 206],
      [880, 200],
      [940, 206],
      [946, 220],
      [880, 214],
      [160, 220],
    ],
    mirror: [1046, 360],
    panel: { x: 180, y: 400, w: 700 },
  },
  pickup: {
    outline: [
      [145, 628],
      [135, 600],
      [136, 446],
      [150, 438],
      [150, 438],
      [600, 438],
      [600, 438],
      [612, 300],
      [640, 294],
      [840, 292],
      [880, 300],
      [965, 422],
      [1090, 436],
      [1128, 452],
      [1140, 490],
      [1142, 600],
      [1130, 628],
      [1130, 628],
    ],
    glass: [
      [640, 312],
      [836, 308],
      [870, 316],
      [944, 422],
      [944, 424],
      [640, 426],
    ],
    pillars: [782],
    doors: [612, 782, 952],
    wheels: [330, 955],
    radius: 80,
    cladding: true,
    top: 292,
    belt: 432,
    sill: 628,
    head: [1092, 448, 48, 24],
    tail: [136, 456, 16, 64],
    hood: [
      [965, 422],
      [1090, 436],
      [1128, 452],
      [1132, 466],
      [1090, 450],
      [965, 436],
    ],
    roof: [
      [612, 300],
      [640, 294],
      [840, 292],
      [880, 300],
      [872, 312],
      [836, 306],
      [640, 308],
      [618, 312],
    ],
    mirror: [930, 414],
    panel: { x: 628, y: 500, w: 310 },
  },
  boxTruck: {
    outline: [
      [850, 624],
      [850, 624],
      [850, 330],
      [870, 300],
      [960, 296],
      [1000, 306],
      [1080, 420],
      [1140, 450],
      [1160, 500],
      [1162, 600],
      [1150, 624],
      [1150, 624],
    ],
    extra: [
      [
        [110, 604],
        [110, 604],
        [110, 150],
        [110, 150],
        [846, 150],
        [846, 150],
        [846, 604],
        [846, 604],
      ],
    ],
    glass: [
      [872, 320],
      [958, 314],
      [992, 322],
      [1062, 420],
      [1062, 424],
      [872, 426],
    ],
    pillars: [],
    doors: [1000],
    wheels: [300, 985],
    radius: 78,
    top: 150,
    belt: 430,
    sill: 624,
    head: [1116, 462, 44, 22],
    tail: [112, 540, 14, 50],
    hood: [
      [1080, 420],
      [1140, 450],
      [1160, 500],
      [1150, 500],
      [1130, 462],
      [1076, 434],
    ],
    roof: [
      [110, 150],
      [846, 150],
      [846, 170],
      [110, 170],
    ],
    mirror: [1072, 420],
    panel: { x: 160, y: 330, w: 660 },
  },
};

export const finishOf = (livery: Livery): Finish => (livery.kind === 'solid' ? livery.finish : 'gloss');

function wheelSvg(id: string, x: number, r: number): string {
  const cy = 660 - r;
  const rim = r * 0.64;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    const [dx, dy] = [Math.sin(a), -Math.cos(a)];
    const [px, py] = [-dy * rim * 0.12, dx * rim * 0.12];
    return `<path d="M${x + px * 1.6} ${cy + py * 1.6} L${x + dx * rim * 0.92 + px} ${cy + dy * rim * 0.92 + py} L${x + dx * rim * 0.92 - px} ${cy + dy * rim * 0.92 - py} L${x - px * 1.6} ${cy - py * 1.6} Z" fill="url(#${id}-rim)"/>`;
  }).join('');
  return `
    <circle cx="${x}" cy="${cy}" r="${r}" fill="url(#${id}-tyre)"/>
    <circle cx="${x}" cy="${cy}" r="${rim}" fill="#1f2937"/>
    <circle cx="${x}" cy="${cy}" r="${rim * 0.78}" fill="#4b5563"/>
    ${spokes}
    <circle cx="${x}" cy="${cy}" r="${rim}" fill="none" stroke="url(#${id}-rim)" stroke-width="${r * 0.08}"/>
    <circle cx="${x}" cy="${cy}" r="${rim * 0.18}" fill="url(#${id}-rim)"/>
    <path d="M${x - rim * 0.7} ${cy - rim * 0.55} A${rim * 0.9} ${rim * 0.9} 0 0 1 ${x + rim * 0.2} ${cy - rim * 0.85}" stroke="#fff" stroke-width="4" opacity="0.55" fill="none"/>`;
}

function liveryLayer(livery: Livery, p: Profile, color: string, id: string): string {
  switch (livery.kind) {
    case 'solid':
      return '';
    case 'stripes': {
      const y = p.belt + (p.sill - p.belt) * 0.3;
      return `<rect x="0" y="${y}" width="1280" height="30" fill="${livery.accent}"/><rect x="0" y="${y + 42}" width="1280" height="12" fill="${livery.accent}"/>`;
    }
    case 'partial':
      if (livery.area === 'rearHalf') {
        const x = (p.wheels[0] + p.wheels[1]) / 2;
        return `<path d="M0 0 L${x - 40} 0 L${x + 60} 800 L0 800 Z" fill="${livery.accent}"/><path d="M${x - 10} 0 L${x + 20} 0 L${x + 120} 800 L${x + 90} 800 Z" fill="${livery.accent}" opacity="0.6"/><path d="M${x + 40} 0 L${x + 54} 0 L${x + 154} 800 L${x + 140} 800 Z" fill="${livery.accent}" opacity="0.35"/>`;
      }
      return `<path d="${smoothPath(p.hood)}" fill="${livery.accent}"/><path d="${smoothPath(p.roof)}" fill="${livery.accent}"/>`;
    case 'fade':
      return `<rect width="1280" height="800" fill="url(#${id}-fade)"/>`;
    case 'business': {
      const sweep = p.panel.y + 70;
      return `<path d="M0 ${sweep + 40} C400 ${sweep + 10} 800 ${sweep + 60} 1280 ${sweep - 10} L1280 800 L0 800 Z" fill="${livery.accent}"/><path d="M0 ${sweep + 26} C400 ${sweep - 4} 800 ${sweep + 46} 1280 ${sweep - 24} L1280 ${sweep - 10} C800 ${sweep + 60} 400 ${sweep + 10} 0 ${sweep + 40} Z" fill="${luminance(color) > 0.5 ? shade(livery.accent, 0.5) : '#ffffff'}" opacity="0.9"/>`;
    }
  }
}

function lettering(livery: Livery, p: Profile, color: string): string {
  if (livery.kind !== 'business') return '';
  const { x, y, w } = p.panel;
  const size = Math.min(64, Math.floor((w / Math.max(livery.company.length, 8)) * 1.55));
  const ink = luminance(color) < 0.5 ? '#ffffff' : '#0f172a';
  return `<text x="${x}" y="${y}" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${size}" fill="${ink}" textLength="${Math.min(w, livery.company.length * size * 0.72)}" lengthAdjust="spacingAndGlyphs">${livery.company}</text>
      <text x="${x}" y="${y + size * 0.9}" font-family="Arial, sans-serif" font-weight="700" font-size="${Math.round(size * 0.42)}" fill="${ink}" opacity="0.85">${livery.tagline}</text>`;
}

/** Marks on the paint a before/after pair shows: stone chips, swirls and dull spots, or the film's edge. */
export function surfaceMarks(surface: Surface | undefined, p: Profile): string {
  switch (surface) {
    case undefined:
    case 'beaded':
      return '';
    case 'chipped':
      return Array.from({ length: 26 }, (_, i) => {
        const x = p.head[0] - 120 + ((i * 53) % 190);
        const y = p.hood[0]![1] + 18 + ((i * 37) % 90);
        return `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="#e5e7eb" opacity="0.85"/>`;
      }).join('');
    case 'dull':
      return `<rect width="1280" height="800" fill="#9ca3af" opacity="0.2"/>${Array.from(
        { length: 14 },
        (_, i) =>
          `<path d="M${220 + i * 62} ${p.belt + 40 + (i % 4) * 26} a${34 + (i % 5) * 9} ${20 + (i % 3) * 8} ${i * 23} 0 1 ${50 + (i % 3) * 12} ${8 + (i % 2) * 10}" fill="none" stroke="#fff" stroke-width="1.2" opacity="0.3"/>`,
      ).join('')}`;
    case 'filmed': {
      const [hx] = p.hood[0]!;
      return `<path d="M${hx + 30} ${p.top} L${hx + 30} 800" stroke="#fff" stroke-width="2" opacity="0.55"/><rect x="${hx + 30}" y="0" width="1280" height="800" fill="#e0f2fe" opacity="0.08"/>`;
    }
  }
}

/** Water beads on a coated body: round drops with a bright catch-light each. */
export function beads(seed: number, x0: number, x1: number, y0: number, y1: number, count: number, size = 1): string {
  let state = seed * 9301 + 49297;
  const random = () => (state = (state * 9301 + 49297) % 233280) / 233280;
  return Array.from({ length: count }, () => {
    const x = x0 + random() * (x1 - x0);
    const y = y0 + random() * (y1 - y0);
    const r = (3 + random() * 6) * size;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${r.toFixed(1)}" ry="${(r * 0.9).toFixed(1)}" fill="#0b1120" opacity="0.28"/><ellipse cx="${x.toFixed(0)}" cy="${(y - r * 0.15).toFixed(0)}" rx="${(r * 0.85).toFixed(1)}" ry="${(r * 0.75).toFixed(1)}" fill="#e0f2fe" opacity="0.35"/><circle cx="${(x - r * 0.35).toFixed(0)}" cy="${(y - r * 0.4).toFixed(0)}" r="${(r * 0.28).toFixed(1)}" fill="#fff" opacity="0.95"/>`;
  }).join('');
}

/** A vehicle in its livery; `id` keeps gradient and clip ids unique when several share a canvas. */
export function vehicleSvg(
  kind: VehicleKind,
  color: string,
  livery: Livery,
  id: string,
  transform = '',
  surface?: Surface,
): string {
  const p = profiles[kind];
  const finish = finishOf(livery);
  const shapes = [p.outline, ...(p.extra ?? [])].map(smoothPath);
  const left = Math.min(...p.outline.map(([x]) => x), ...(p.extra ?? []).flat().map(([x]) => x));
  const right = Math.max(...p.outline.map(([x]) => x));
  const fadeTo = livery.kind === 'fade' ? livery.to : color;
  const arches = p.wheels
    .map(
      (x) =>
        (p.cladding ? `<circle cx="${x}" cy="${660 - p.radius}" r="${p.radius + 30}" fill="#2a2f36"/>` : '') +
        `<circle cx="${x}" cy="${660 - p.radius}" r="${p.radius + 12}" fill="#0b0f19"/>`,
    )
    .join('');
  const sillCladding = p.cladding ? `<rect x="0" y="${p.sill - 34}" width="1280" height="34" fill="#2a2f36"/>` : '';
  const doors = p.doors
    .map(
      (x) =>
        `<path d="M${x} ${p.belt + 4} Q${x + 6} ${(p.belt + p.sill) / 2} ${x} ${p.sill - 14}" stroke="#0b1120" stroke-opacity="0.35" stroke-width="2.5" fill="none"/>`,
    )
    .join('');
  const handles = p.doors
    .slice(0, -1)
    .map(
      (x, i) =>
        `<rect x="${(x + (p.doors[i + 1] ?? x)) / 2 + 30}" y="${p.belt + 30}" width="46" height="9" rx="4.5" fill="${shade(color, -0.3)}" opacity="0.8"/>`,
    )
    .join('');
  const [hx, hy, hw, hh] = p.head;
  const [tx, ty, tw, th] = p.tail;
  const body = `
      <g clip-path="url(#${id}-clip)">
        <rect width="1280" height="800" fill="url(#${id}-base)"/>
        ${liveryLayer(livery, p, color, id)}
        ${surfaceMarks(surface, p)}
        ${finishLayer(`${id}-fin`, finish, p.top, p.belt + (p.sill - p.belt) * 0.36, p.sill)}
        <path d="M0 ${p.belt + (p.sill - p.belt) * 0.22} L1280 ${p.belt + (p.sill - p.belt) * 0.2}" stroke="#fff" stroke-width="2" opacity="${finish === 'matte' ? 0.12 : 0.35}"/>
        <rect x="0" y="${p.sill - 26}" width="1280" height="26" fill="#0b1120" opacity="0.35"/>
        ${doors}${handles}${sillCladding}${arches}
      </g>`;
  const rails = p.rails
    ? `<rect x="${p.rails[0]}" y="${p.rails[2]}" width="${p.rails[1] - p.rails[0]}" height="9" rx="4" fill="#1f2937"/>`
    : '';
  const mirror = p.mirror
    ? `<path d="M${p.mirror[0] - 22} ${p.mirror[1] - 10} q4 -16 30 -14 l10 18 q-10 12 -36 8 Z" fill="${livery.kind === 'partial' && livery.area === 'hoodRoofMirrors' ? livery.accent : shade(color, -0.08)}" stroke="#0b1120" stroke-opacity="0.35" stroke-width="2"/>`
    : '';
  return `
  <g transform="${transform}">
    <defs>
      <clipPath id="${id}-clip">${shapes.map((d) => `<path d="${d}"/>`).join('')}</clipPath>
      ${bodyGradient(`${id}-base`, color, finish)}
      <linearGradient id="${id}-fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${fadeTo}"/></linearGradient>
      <linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#334155"/><stop offset="0.5" stop-color="#0f172a"/><stop offset="1" stop-color="#020617"/></linearGradient>
      <radialGradient id="${id}-tyre"><stop offset="0.6" stop-color="#111827"/><stop offset="0.9" stop-color="#1f2937"/><stop offset="1" stop-color="#030712"/></radialGradient>
      <linearGradient id="${id}-rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="0.5" stop-color="#94a3b8"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient>
    </defs>
    ${groundShadow(`${id}-shadow`, (left + right) / 2, 662, (right - left) * 0.56, 34, 0.6)}
    ${p.wheels.map((x) => groundShadow(`${id}-contact-${x}`, x, 660, p.radius * 1.1, 9, 0.85)).join('')}
    ${rails}
    ${body}
    ${shapes.map((d) => `<path d="${d}" fill="none" stroke="#0b1120" stroke-opacity="0.3" stroke-width="2.5"/>`).join('')}
    <path d="${smoothPath(p.glass)}" fill="url(#${id}-glass)"/>
    <path d="M${p.glass[0]![0] + 60} ${p.belt - 4} L${p.glass[0]![0] + 150} ${p.top + 14} L${p.glass[0]![0] + 200} ${p.top + 14} L${p.glass[0]![0] + 110} ${p.belt - 4} Z" fill="#fff" opacity="0.12"/>
    <defs><clipPath id="${id}-glass-clip"><path d="${smoothPath(p.glass)}"/></clipPath></defs>
    <g clip-path="url(#${id}-glass-clip)">${p.pillars.map((x) => `<rect x="${x - 9}" y="${p.top}" width="18" height="${p.belt - p.top}" fill="#0b1120"/>`).join('')}</g>
    ${lettering(livery, p, color)}
    ${mirror}
    <rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="${Math.min(hw, hh) / 2}" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>
    <rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="${Math.min(tw, th) / 2}" fill="#b91c1c"/>
    ${p.wheels.map((x) => wheelSvg(id, x, p.radius)).join('')}
  </g>`;
}

export const sideProfile = (kind: VehicleKind) => profiles[kind];
