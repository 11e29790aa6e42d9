import { shade } from '../paint';

/** What every product drawing is given: the centre of its square and the product's own colour. */
export interface ArtProps {
  c: number;
  color: string;
}

/** The brand's mark as printed on merchandise: an orange wordmark. */
export function Logo({ x, y, s, fill = '#f97316' }: { x: number; y: number; s: number; fill?: string }) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontFamily="Arial Black, Arial, sans-serif"
      fontWeight="900"
      fontSize={s}
      fill={fill}
    >
      WRAP LAB
    </text>
  );
}

/** Soft top light over a product's own colour: lighter above, darker at the bottom edge. */
function Lit({ id, color }: { id: string; color: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0.25" y2="1">
      <stop offset="0" stopColor={shade(color, 0.22)} />
      <stop offset="0.6" stopColor={color} />
      <stop offset="1" stopColor={shade(color, -0.4)} />
    </linearGradient>
  );
}

/** The three lights every product drawing may use: its own colour, steel and dark plastic. */
export function ProductLights({ color }: { color: string }) {
  return (
    <defs>
      <Lit id="p-lit" color={color} />
      <Lit id="p-steel" color="#94a3b8" />
      <Lit id="p-dark" color="#1f2937" />
    </defs>
  );
}
