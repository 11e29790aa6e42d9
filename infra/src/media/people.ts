import type { Scene } from 'shared-contracts/media/catalog';

import { backdrop } from './backdrops';
import { vehicleSvg } from './vehicles';

/**
 * People are drawn as silhouettes at work, never as faces: the library has no photos of the staff,
 * and a drawn face would pretend to be one of them.
 */
type Tool = Extract<Scene, { kind: 'portrait' }>['tool'];

const SILHOUETTE = '#0f172a';

/** A tool held with its grip at (0, 0), pointing up and right. */
function toolSvg(tool: Tool, accent: string): string {
  switch (tool) {
    case 'squeegee':
      return `<g transform="rotate(-20)"><rect x="-20" y="-120" width="130" height="70" rx="16" fill="${accent}"/><rect x="-20" y="-62" width="130" height="14" rx="6" fill="#1f2937"/></g>`;
    case 'heatGun':
      return `<g transform="rotate(-15)"><rect x="-30" y="-110" width="170" height="70" rx="26" fill="${accent}"/><rect x="130" y="-98" width="60" height="46" rx="8" fill="#374151"/><rect x="-14" y="-50" width="44" height="90" rx="14" fill="#1f2937"/></g>`;
    case 'tablet':
      return `<g transform="rotate(-8)"><rect x="-40" y="-170" width="200" height="150" rx="14" fill="#1f2937"/><rect x="-28" y="-158" width="176" height="126" rx="8" fill="${accent}"/><path d="M-10 -60 L40 -110 L80 -80 L130 -130" stroke="#fff" stroke-width="8" fill="none"/></g>`;
    case 'clipboard':
      return `<g transform="rotate(-6)"><rect x="-30" y="-190" width="150" height="200" rx="10" fill="#92400e"/><rect x="-16" y="-170" width="122" height="170" fill="#f8fafc"/>${[0, 1, 2, 3].map((i) => `<rect x="-4" y="${-150 + i * 36}" width="${90 - i * 12}" height="10" rx="5" fill="${accent}"/>`).join('')}</g>`;
    case 'filmRoll':
      return `<g transform="rotate(-10)"><rect x="-40" y="-90" width="220" height="70" rx="20" fill="${accent}"/><ellipse cx="-40" cy="-55" rx="18" ry="35" fill="#e2e8f0"/></g>`;
  }
}

/** Head-and-shoulders silhouette with a tool raised beside it, for team and instructor cards. */
export function portraitSvg(scene: Extract<Scene, { kind: 'portrait' }>, size: number): string {
  const c = size / 2;
  const { accent, tool } = scene;
  return `
    <defs>
      <radialGradient id="rim" cx="50%" cy="38%" r="60%"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="#0b1220" stop-opacity="1"/></radialGradient>
    </defs>
    <rect width="${size}" height="${size}" fill="#1e293b"/>
    <rect width="${size}" height="${size}" fill="url(#rim)"/>
    <path d="M${c - 330} ${size} Q${c - 320} ${c + 260} ${c - 120} ${c + 200} L${c + 120} ${c + 200} Q${c + 320} ${c + 260} ${c + 330} ${size} Z" fill="${SILHOUETTE}" stroke="${accent}" stroke-width="8" stroke-opacity="0.8"/>
    <rect x="${c - 70}" y="${c + 60}" width="140" height="170" fill="${SILHOUETTE}"/>
    <ellipse cx="${c}" cy="${c - 60}" rx="170" ry="200" fill="${SILHOUETTE}" stroke="${accent}" stroke-width="8" stroke-opacity="0.8"/>
    <path d="M${c + 250} ${size} Q${c + 300} ${c + 330} ${c + 300} ${c + 130}" stroke="${SILHOUETTE}" stroke-width="110" stroke-linecap="round" fill="none"/>
    <g transform="translate(${c + 300} ${c + 120}) scale(2)">${toolSvg(tool, accent)}</g>
    <circle cx="${c + 300}" cy="${c + 130}" r="62" fill="${SILHOUETTE}"/>`;
}

/** A standing installer, feet on `ground` at `x`, facing right, holding `tool` forward. */
function standingPerson(x: number, ground: number, scale: number, tool: Tool, accent: string): string {
  return `<g transform="translate(${x} ${ground}) scale(${scale})">
    <circle cx="0" cy="-470" r="44" fill="${SILHOUETTE}"/>
    <path d="M-72 -405 Q0 -432 72 -405 L88 -210 L58 -210 L52 0 L12 0 L4 -190 L-4 -190 L-12 0 L-52 0 L-58 -210 L-88 -210 Z" fill="${SILHOUETTE}"/>
    <path d="M55 -390 Q120 -350 170 -330" stroke="${SILHOUETTE}" stroke-width="36" stroke-linecap="round" fill="none"/>
    <g transform="translate(175 -325) scale(0.9)">${toolSvg(tool, accent)}</g>
  </g>`;
}

/** An installer kneeling at a wheel arch, facing left, squeegee on the panel. */
function kneelingPerson(x: number, ground: number, scale: number, accent: string): string {
  return `<g transform="translate(${x} ${ground}) scale(${scale})">
    <circle cx="0" cy="-330" r="42" fill="${SILHOUETTE}"/>
    <path d="M-60 -270 Q0 -300 60 -270 L70 -110 L110 -100 L120 0 L80 0 L70 -60 L-10 -70 L-40 0 L-80 0 L-60 -110 Z" fill="${SILHOUETTE}"/>
    <path d="M-40 -250 Q-110 -220 -150 -200" stroke="${SILHOUETTE}" stroke-width="34" stroke-linecap="round" fill="none"/>
    <g transform="translate(-230 -150) scale(-0.9 0.9)">${toolSvg('squeegee', accent)}</g>
  </g>`;
}

/** The shop's bay: a car half covered in new film, two installers at work, one with a heat gun, one kneeling. */
export function shopFloorSvg(
  scene: Extract<Scene, { kind: 'shopFloor' }>,
  w: number,
  h: number,
  ground: number,
): string {
  const car = vehicleSvg(
    scene.vehicle,
    '#cbd5e1',
    { kind: 'partial', accent: scene.film, area: 'rearHalf' },
    'bay',
    `translate(${w * 0.12} ${ground * 0.145}) scale(0.85)`,
  );
  return `${backdrop('shop', w, h, ground)}
    <rect x="${w * 0.06}" y="${ground - 40}" width="${w * 0.88}" height="10" fill="#facc15" opacity="0.8"/>
    ${car}
    ${standingPerson(w * 0.2, ground + 10, 0.62, 'heatGun', scene.accent)}
    ${kneelingPerson(w * 0.9, ground + 10, 0.62, scene.accent)}`;
}
