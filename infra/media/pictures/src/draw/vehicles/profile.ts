import type { Point } from '../paint';

/**
 * Side views on a 1280 x 800 canvas, facing right, tyres on y = 660. Each outline follows the
 * vehicle's real proportions (length to height, wheelbase, wheel size, ground clearance), so a sedan,
 * an SUV and a sports car read as what they are.
 */
export interface Profile {
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
