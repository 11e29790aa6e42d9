/** Small drawing helpers the scene painter shares: colour arithmetic and smooth outlines. */
export type Point = readonly [number, number];

function rgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (channels: number[]) =>
  `#${channels
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` > 0 mixes toward white, < 0 toward black (-1..1). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(rgb(hex).map((c) => c + (target - c) * Math.abs(amount)));
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => c / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const fmt = ([x, y]: Point) => `${+x.toFixed(1)} ${+y.toFixed(1)}`;

/**
 * A closed outline through the midpoints of `points`, each point a control point: corners come out
 * rounded, and a point given twice stays a sharp corner.
 */
export function smoothPath(points: readonly Point[]): string {
  const n = points.length;
  const start = mid(points[n - 1]!, points[0]!);
  const segments = points.map((p, i) => `Q${fmt(p)} ${fmt(mid(p, points[(i + 1) % n]!))}`);
  return `M${fmt(start)} ${segments.join(' ')} Z`;
}

/** A straight-edged closed outline. */
export const polygonPath = (points: readonly Point[]) => `M${points.map(fmt).join(' L')} Z`;
