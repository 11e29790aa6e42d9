import type { Livery, VehicleKind } from 'shared-contracts/media/catalog';

/** How tall the cabin and body stand in a head-on view, on the 1280 x 800 canvas with the ground at 660. */
const proportions: Partial<Record<VehicleKind, { bodyTop: number; roof: number; roofInset: number }>> = {
  sedan: { bodyTop: 440, roof: 320, roofInset: 150 },
  sportsCar: { bodyTop: 470, roof: 370, roofInset: 170 },
  suv: { bodyTop: 400, roof: 250, roofInset: 110 },
};

/** A vehicle seen head-on: cabin, windshield, mirrors, lights and grille; solid or striped film. */
export function frontVehicleSvg(kind: VehicleKind, color: string, livery: Livery, id: string): string {
  const shape = proportions[kind];
  if (!shape) throw new Error(`No head-on drawing of a ${kind}`);
  const { bodyTop, roof, roofInset } = shape;
  const left = 250;
  const right = 1030;
  const mid = (left + right) / 2;
  const cabin = `M${left + 70} ${bodyTop} L${left + roofInset} ${roof} Q${mid} ${roof - 18} ${right - roofInset} ${roof} L${right - 70} ${bodyTop} Z`;
  const glass = `M${left + 100} ${bodyTop - 6} L${left + roofInset + 22} ${roof + 22} Q${mid} ${roof + 6} ${right - roofInset - 22} ${roof + 22} L${right - 100} ${bodyTop - 6} Z`;
  const stripes =
    livery.kind === 'stripes'
      ? `<rect x="${mid - 96}" y="0" width="70" height="800" fill="${livery.accent}"/><rect x="${mid + 26}" y="0" width="70" height="800" fill="${livery.accent}"/>`
      : '';
  const shine = livery.kind === 'solid' ? { gloss: 0.4, satin: 0.2, matte: 0.06 }[livery.finish] : 0.3;
  return `
    <defs>
      <clipPath id="${id}-front"><path d="${cabin}"/><rect x="${left}" y="${bodyTop}" width="${right - left}" height="${640 - bodyTop}" rx="46"/></clipPath>
      <linearGradient id="${id}-front-shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient>
    </defs>
    <rect x="${left + 30}" y="590" width="110" height="80" rx="18" fill="#0b0f19"/>
    <rect x="${right - 140}" y="590" width="110" height="80" rx="18" fill="#0b0f19"/>
    <g clip-path="url(#${id}-front)">
      <rect x="0" y="0" width="1280" height="800" fill="${color}"/>
      ${stripes}
      <rect x="0" y="0" width="1280" height="800" fill="url(#${id}-front-shine)" opacity="${shine}"/>
    </g>
    <path d="${glass}" fill="#0f172a"/>
    <path d="M${left + roofInset + 40} ${roof + 30} L${left + 150} ${bodyTop - 16}" stroke="#fff" stroke-width="10" opacity="0.18"/>
    <rect x="${left - 20}" y="${bodyTop - 30}" width="70" height="40" rx="12" fill="${color}" stroke="#0f172a" stroke-opacity="0.4" stroke-width="3"/>
    <rect x="${right - 50}" y="${bodyTop - 30}" width="70" height="40" rx="12" fill="${color}" stroke="#0f172a" stroke-opacity="0.4" stroke-width="3"/>
    <path d="M${left + 30} ${bodyTop + 40} L${left + 190} ${bodyTop + 56} L${left + 180} ${bodyTop + 90} L${left + 36} ${bodyTop + 78} Z" fill="#fef9c3"/>
    <path d="M${right - 30} ${bodyTop + 40} L${right - 190} ${bodyTop + 56} L${right - 180} ${bodyTop + 90} L${right - 36} ${bodyTop + 78} Z" fill="#fef9c3"/>
    <rect x="${mid - 150}" y="${bodyTop + 66}" width="300" height="64" rx="20" fill="#111827"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${mid - 130}" y="${bodyTop + 78 + i * 12}" width="260" height="4" fill="#374151"/>`).join('')}
    <rect x="${mid - 210}" y="${Math.min(bodyTop + 160, 575)}" width="420" height="40" rx="14" fill="#0f172a" opacity="0.75"/>
    <rect x="${left}" y="${bodyTop}" width="${right - left}" height="${640 - bodyTop}" rx="46" fill="none" stroke="#0f172a" stroke-opacity="0.35" stroke-width="4"/>`;
}
