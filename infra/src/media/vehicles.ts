import type { Livery, VehicleKind } from 'shared-contracts/media/catalog';

interface Shape {
  body: string;
  windows: string;
  wheels: [number, number];
  /** Where lettering sits, between the wheels or above them: x, y (baseline), width available. */
  panel: { x: number; y: number; w: number };
  hood: string;
  roof: string;
  /** Door mirror center, drawn over the body so a partial wrap can color it. */
  mirror?: [number, number];
}

/** Whether a body color is dark enough that lettering on it must be white. */
function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.5;
}

/** Side views on a 1280 x 800 canvas, wheels resting on y = 660. */
const shapes: Record<VehicleKind, Shape> = {
  sedan: {
    body: 'M170 610 L170 520 Q178 488 236 480 L440 462 L556 386 Q590 366 640 366 L840 366 Q888 368 930 406 L1020 470 Q1096 478 1106 520 L1106 610 Z',
    windows: 'M578 392 L642 378 L822 378 L896 440 L566 452 Z',
    wheels: [380, 930],
    panel: { x: 480, y: 540, w: 350 },
    hood: 'M896 440 L930 406 L1020 470 Q1096 478 1106 520 L1106 530 L1010 500 L900 470 Z',
    roof: 'M556 386 Q590 366 640 366 L840 366 Q888 368 930 406 L896 440 L822 378 L642 378 L578 392 Z',
    mirror: [900, 452],
  },
  sportsCar: {
    body: 'M150 612 L156 548 Q170 516 240 506 L470 478 L600 412 Q640 398 700 398 L860 402 Q930 410 990 470 L1090 500 Q1130 512 1134 560 L1130 612 Z',
    windows: 'M618 420 L700 410 L850 414 L940 468 L600 478 Z',
    wheels: [360, 960],
    panel: { x: 480, y: 560, w: 380 },
    hood: 'M990 470 L1090 500 Q1130 512 1134 560 L990 560 Z',
    roof: 'M600 412 Q640 398 700 398 L860 402 Q930 410 990 470 L940 430 L620 424 Z',
  },
  suv: {
    body: 'M160 620 L160 470 Q168 430 230 420 L420 410 L500 300 Q520 280 560 280 L900 280 Q950 282 980 320 L1050 420 Q1110 430 1120 480 L1120 620 Z',
    windows: 'M520 306 L566 296 L880 296 L960 410 L510 414 Z',
    wheels: [360, 940],
    panel: { x: 455, y: 500, w: 390 },
    hood: 'M980 320 L1050 420 Q1110 430 1120 480 L1120 500 L980 500 Z',
    roof: 'M500 300 Q520 280 560 280 L900 280 Q950 282 980 320 L960 300 L520 300 Z',
  },
  van: {
    body: 'M130 630 L130 250 Q136 210 190 206 L930 200 Q990 202 1030 260 L1120 400 Q1150 428 1150 480 L1150 630 Z',
    windows: 'M940 222 Q980 226 1004 262 L1080 390 L930 392 Z',
    wheels: [330, 960],
    panel: { x: 180, y: 400, w: 700 },
    hood: 'M1030 260 L1120 400 Q1150 428 1150 480 L1150 520 L1000 520 Z',
    roof: 'M190 206 L930 200 Q990 202 1030 260 L1010 240 L190 240 Z',
  },
  pickup: {
    body: 'M140 620 L140 450 L600 450 L600 300 Q610 280 650 280 L860 280 Q910 284 940 330 L1010 430 Q1120 440 1130 490 L1130 620 Z',
    windows: 'M630 300 L850 298 L920 420 L630 424 Z',
    wheels: [330, 950],
    panel: { x: 440, y: 505, w: 400 },
    hood: 'M940 330 L1010 430 Q1120 440 1130 490 L1130 510 L940 510 Z',
    roof: 'M600 300 Q610 280 650 280 L860 280 Q910 284 940 330 L920 300 L630 300 Z',
  },
  boxTruck: {
    body: 'M110 630 L110 160 L860 160 L860 300 L960 300 Q1010 302 1040 350 L1110 450 Q1150 470 1150 520 L1150 630 Z',
    windows: 'M900 320 L970 320 Q1000 322 1020 356 L1070 440 L900 440 Z',
    wheels: [300, 980],
    panel: { x: 150, y: 360, w: 680 },
    hood: 'M1040 350 L1110 450 Q1150 470 1150 520 L1150 540 L1040 540 Z',
    roof: 'M110 160 L860 160 L860 196 L110 196 Z',
  },
};

const wheel = (x: number) => `
  <circle cx="${x}" cy="580" r="84" fill="#0b0f19"/>
  <circle cx="${x}" cy="580" r="50" fill="#9ca3af"/>
  <circle cx="${x}" cy="580" r="16" fill="#374151"/>
  ${[0, 72, 144, 216, 288].map((a) => `<rect x="${x - 5}" y="${580 - 48}" width="10" height="36" rx="4" fill="#6b7280" transform="rotate(${a} ${x} 580)"/>`).join('')}`;

function liveryLayer(livery: Livery, shape: Shape, id: string, color: string): string {
  const clip = `clip-path="url(#${id}-clip)"`;
  switch (livery.kind) {
    case 'solid': {
      const shine = livery.finish === 'gloss' ? 0.38 : livery.finish === 'satin' ? 0.18 : 0.06;
      return `<g ${clip}><rect x="0" y="0" width="1280" height="800" fill="url(#${id}-shine)" opacity="${shine}"/></g>`;
    }
    case 'stripes':
      return `<g ${clip}><rect x="0" y="410" width="1280" height="34" fill="${livery.accent}"/><rect x="0" y="456" width="1280" height="14" fill="${livery.accent}"/><rect width="1280" height="800" fill="url(#${id}-shine)" opacity="0.3"/></g>`;
    case 'partial': {
      const mirror = shape.mirror
        ? `<ellipse cx="${shape.mirror[0]}" cy="${shape.mirror[1]}" rx="26" ry="16" fill="${livery.accent}" stroke="#0f172a" stroke-opacity="0.35" stroke-width="3"/>`
        : '';
      if (livery.area === 'rearHalf') {
        return `<g ${clip}><polygon points="0,0 470,0 610,800 0,800" fill="${livery.accent}"/><polygon points="470,0 520,0 660,800 610,800" fill="${livery.accent}" opacity="0.55"/><polygon points="540,0 565,0 705,800 680,800" fill="${livery.accent}" opacity="0.3"/><rect width="1280" height="800" fill="url(#${id}-shine)" opacity="0.3"/></g>`;
      }
      return `<g ${clip}><path d="${shape.hood}" fill="${livery.accent}"/><path d="${shape.roof}" fill="${livery.accent}"/><rect width="1280" height="800" fill="url(#${id}-shine)" opacity="0.3"/></g>${mirror}`;
    }
    case 'fade':
      return `<g ${clip}><rect width="1280" height="800" fill="url(#${id}-fade)"/><rect width="1280" height="800" fill="url(#${id}-shine)" opacity="0.35"/></g>`;
    case 'business': {
      const { x, y, w } = shape.panel;
      const size = Math.min(64, Math.floor((w / Math.max(livery.company.length, 8)) * 1.55));
      const ink = isDark(color) ? '#ffffff' : '#0f172a';
      // The accent sweeps under the lettering, never through it, so every letter sits on the body color.
      const sweepLeft = y + size + 40;
      const sweepRight = y + size - 10;
      return `<g ${clip}>
        <polygon points="0,${sweepLeft} 1280,${sweepRight} 1280,800 0,800" fill="${livery.accent}"/>
        <polygon points="0,${sweepLeft - 14} 1280,${sweepRight - 14} 1280,${sweepRight} 0,${sweepLeft}" fill="#ffffff" opacity="0.85"/>
        <rect width="1280" height="800" fill="url(#${id}-shine)" opacity="0.25"/>
      </g>
      <text x="${x}" y="${y}" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${size}" fill="${ink}" textLength="${Math.min(w, livery.company.length * size * 0.72)}" lengthAdjust="spacingAndGlyphs">${livery.company}</text>
      <text x="${x}" y="${y + size * 0.9}" font-family="Arial, sans-serif" font-weight="700" font-size="${Math.round(size * 0.42)}" fill="${ink}" opacity="0.85">${livery.tagline}</text>`;
    }
  }
}

/** A vehicle in its livery; `id` keeps gradient and clip ids unique when several share a canvas. */
export function vehicleSvg(kind: VehicleKind, color: string, livery: Livery, id: string, transform = ''): string {
  const shape = shapes[kind];
  const fadeTo = livery.kind === 'fade' ? livery.to : color;
  return `
  <g transform="${transform}">
    <defs>
      <clipPath id="${id}-clip"><path d="${shape.body}"/></clipPath>
      <linearGradient id="${id}-shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
      <linearGradient id="${id}-fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${fadeTo}"/></linearGradient>
    </defs>
    <path d="${shape.body}" fill="${color}"/>
    ${liveryLayer(livery, shape, id, color)}
    <path d="${shape.body}" fill="none" stroke="#0f172a" stroke-opacity="0.35" stroke-width="4"/>
    <path d="${shape.windows}" fill="#0f172a" opacity="0.88"/>
    <path d="${shape.windows}" fill="url(#${id}-shine)" opacity="0.25"/>
    <rect x="${shape.wheels[1] + 150}" y="470" width="30" height="16" rx="6" fill="#fde68a"/>
    ${wheel(shape.wheels[0])}${wheel(shape.wheels[1])}
  </g>`;
}
