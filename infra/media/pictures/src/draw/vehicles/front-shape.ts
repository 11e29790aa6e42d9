import type { VehicleKind } from '../../scenes/scene';
import { polygonPath, smoothPath } from '../paint';

/** How a head-on vehicle stands on the 1280 x 800 canvas (ground at 660): hood edge, cowl, roof and width. */
const proportions: Partial<
  Record<VehicleKind, { bodyTop: number; cowl: number; roof: number; inset: number; left: number; right: number }>
> = {
  sedan: { bodyTop: 488, cowl: 384, roof: 300, inset: 185, left: 250, right: 1030 },
  suv: { bodyTop: 440, cowl: 336, roof: 222, inset: 150, left: 236, right: 1044 },
  sportsCar: { bodyTop: 520, cowl: 432, roof: 368, inset: 215, left: 226, right: 1054 },
};

/** The outlines of a head-on vehicle: lower body, hood, cabin, roof and windscreen. */
export function frontShape(kind: VehicleKind) {
  const shape = proportions[kind];
  if (!shape) throw new Error(`No head-on drawing of a ${kind}`);
  const { bodyTop, cowl, roof, inset, left, right } = shape;
  const cowlInset = inset * 0.55;
  return {
    ...shape,
    mid: (left + right) / 2,
    cowlInset,
    lower: smoothPath([
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
    ]),
    hood: polygonPath([
      [left + 34, bodyTop],
      [right - 34, bodyTop],
      [right - cowlInset, cowl],
      [left + cowlInset, cowl],
    ]),
    cabin: polygonPath([
      [left + cowlInset - 8, cowl + 2],
      [left + inset, roof],
      [right - inset, roof],
      [right - cowlInset + 8, cowl + 2],
    ]),
    roofTop: smoothPath([
      [left + inset + 4, roof + 2],
      [left + inset + 22, roof - 24],
      [right - inset - 22, roof - 24],
      [right - inset - 4, roof + 2],
    ]),
    glass: polygonPath([
      [left + cowlInset + 16, cowl - 4],
      [left + inset + 16, roof + 12],
      [right - inset - 16, roof + 12],
      [right - cowlInset - 16, cowl - 4],
    ]),
  };
}

export type FrontShape = ReturnType<typeof frontShape>;
