import type { Livery, Surface, VehicleKind } from 'shared-contracts/media/catalog';

import { bodyGradient, finishLayer } from './finish';
import { groundShadow, polygonPath, shade, smoothPath } from './paint';
import { finishOf } from './vehicles';

/** How a head-on vehicle stands on the 1280 x 800 canvas (ground at 660): hood edge, cowl, roof and width. */
const proportions: Partial<
  Record<VehicleKind, { bodyTop: number; cowl: number; roof: number; inset: number; left: number; right: number }>
> = {
  sedan: { bodyTop: 488, cowl: 384, roof: 300, inset: 185, left: 250, right: 1030 },
  suv: { bodyTop: 440, cowl: 336, roof: 222, inset: 150, left: 236, right: 1044 },
  sportsCar: { bodyTop: 520, cowl: 432, roof: 368, inset: 215, left: 226, right: 1054 },
};

/**
 * A vehicle seen head-on and a little from above, so the hood and roof show as surfaces: lights,
 * grille, mirrors and tyres; solid, striped or partly wrapped film; marks for a before/after pair.
 */
export function frontVehicleSvg(
  kind: VehicleKind,
  color: string,
  livery: Livery,
  id: string,
  surface?: Surface,
): string {
  const shape = proportions[kind];
  if (!shape) throw new Error(`No head-on drawing of a ${kind}`);
  const { bodyTop, cowl, roof, inset, left, right } = shape;
  const mid = (left + right) / 2;
  const finish = finishOf(livery);
  const cowlInset = inset * 0.55;
  const lower = smoothPath([
    [left, bodyTop + 24],
    [left + 24, bodyTop - 6],
    [right - 24, bodyTop - 6],
    [right, bodyTop + 24],
    [right + 8, 596],
    [right - 12, 636],
    [right - 12, 636],
    [left + 12, 636],
    [left + 12, 636],
    [left - 8, 596],
  ]);
  const hood = polygonPath([
    [left + 34, bodyTop],
    [right - 34, bodyTop],
    [right - cowlInset, cowl],
    [left + cowlInset, cowl],
  ]);
  const cabin = polygonPath([
    [left + cowlInset - 8, cowl + 2],
    [left + inset, roof],
    [right - inset, roof],
    [right - cowlInset + 8, cowl + 2],
  ]);
  const roofTop = smoothPath([
    [left + inset + 4, roof + 2],
    [left + inset + 22, roof - 24],
    [right - inset - 22, roof - 24],
    [right - inset - 4, roof + 2],
  ]);
  const glass = polygonPath([
    [left + cowlInset + 16, cowl - 4],
    [left + inset + 16, roof + 12],
    [right - inset - 16, roof + 12],
    [right - cowlInset - 16, cowl - 4],
  ]);
  const accent = livery.kind === 'partial' ? livery.accent : undefined;
  const stripes =
    livery.kind === 'stripes'
      ? `<rect x="${mid - 100}" y="0" width="72" height="800" fill="${livery.accent}"/><rect x="${mid + 28}" y="0" width="72" height="800" fill="${livery.accent}"/>`
      : '';
  const partial = accent
    ? `<path d="${hood}" fill="${accent}"/><path d="${roofTop}" fill="${accent}"/><path d="${cabin}" fill="${accent}"/>`
    : '';
  const chips =
    surface === 'chipped'
      ? Array.from({ length: 60 }, (_, i) => {
          const x = left + 60 + ((i * 97) % (right - left - 120));
          const y = i % 2 ? bodyTop + 6 + ((i * 13) % 40) : 560 + ((i * 11) % 50);
          return `<circle cx="${x}" cy="${y}" r="${1.6 + (i % 3) * 0.9}" fill="#f1f5f9" opacity="0.9"/>`;
        }).join('')
      : '';
  const film =
    surface === 'filmed'
      ? `<path d="${hood}" fill="#e0f2fe" opacity="0.1"/><path d="M${left + 48} ${bodyTop + 4} L${right - 48} ${bodyTop + 4} L${right - cowlInset - 20} ${cowl + 40} L${left + cowlInset + 20} ${cowl + 40} Z" fill="none" stroke="#fff" stroke-width="2" opacity="0.55"/>`
      : '';
  const mirror = (x: number, flip: number) =>
    `<path d="M${x} ${cowl + 6} q${flip * 70} -14 ${flip * 86} 10 q-4 26 ${-flip * 30} 30 q${-flip * 44} -2 ${-flip * 56} -24 Z" fill="${accent ?? shade(color, -0.05)}" stroke="#0b1120" stroke-opacity="0.35" stroke-width="2"/>`;
  const light = (x: number, flip: number) =>
    `<path d="M${x} ${bodyTop + 36} L${x + flip * 170} ${bodyTop + 52} L${x + flip * 160} ${bodyTop + 84} L${x + flip * 14} ${bodyTop + 76} Z" fill="url(#${id}-lamp)" stroke="#334155" stroke-width="3"/><path d="M${x + flip * 24} ${bodyTop + 48} L${x + flip * 150} ${bodyTop + 60}" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;
  return `
    <defs>
      <clipPath id="${id}-front"><path d="${lower}"/><path d="${hood}"/><path d="${cabin}"/><path d="${roofTop}"/></clipPath>
      ${bodyGradient(`${id}-base`, color, finish)}
      <linearGradient id="${id}-glass" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#475569"/><stop offset="0.45" stop-color="#0f172a"/><stop offset="1" stop-color="#020617"/></linearGradient>
      <radialGradient id="${id}-lamp" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cbd5e1"/></radialGradient>
    </defs>
    ${groundShadow(`${id}-shadow`, mid, 664, (right - left) * 0.62, 40, 0.65)}
    <rect x="${left + 26}" y="586" width="124" height="74" rx="16" fill="#0b0f19"/>
    <rect x="${right - 150}" y="586" width="124" height="74" rx="16" fill="#0b0f19"/>
    <g clip-path="url(#${id}-front)">
      <rect width="1280" height="800" fill="url(#${id}-base)"/>
      <path d="${hood}" fill="${shade(color, finish === 'matte' ? 0.04 : 0.12)}"/>
      ${stripes}${partial}${chips}${film}
      ${finishLayer(`${id}-fin`, finish, roof - 24, bodyTop + 6, 640)}
      <path d="M${left + 34} ${bodyTop} L${right - 34} ${bodyTop}" stroke="#0b1120" stroke-opacity="0.35" stroke-width="3"/>
      <rect x="0" y="604" width="1280" height="40" fill="#0b1120" opacity="0.35"/>
    </g>
    <path d="${glass}" fill="url(#${id}-glass)"/>
    <path d="M${left + inset + 60} ${roof + 14} L${left + inset + 130} ${roof + 14} L${left + cowlInset + 120} ${cowl - 6} L${left + cowlInset + 40} ${cowl - 6} Z" fill="#fff" opacity="0.12"/>
    ${mirror(left + cowlInset - 10, -1)}${mirror(right - cowlInset + 10, 1)}
    ${light(left + 28, 1)}${light(right - 28, -1)}
    <rect x="${mid - 150}" y="${bodyTop + 60}" width="300" height="66" rx="22" fill="#0b0f19"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${mid - 132}" y="${bodyTop + 72 + i * 13}" width="264" height="4" rx="2" fill="#374151"/>`).join('')}
    <rect x="${mid - 240}" y="${Math.min(bodyTop + 150, 566)}" width="480" height="44" rx="18" fill="#0b0f19" opacity="0.85"/>
    <rect x="${mid - 70}" y="${Math.min(bodyTop + 104, 540)}" width="140" height="36" rx="4" fill="#f1f5f9" stroke="#94a3b8" stroke-width="2"/>
    <path d="${lower}" fill="none" stroke="#0b1120" stroke-opacity="0.3" stroke-width="3"/>`;
}
