import { shade } from '../paint';
import { Beads } from '../vehicles/Beads';
import { PaintField } from './PaintField';

interface PaintProps {
  color: string;
  w: number;
  h: number;
}

/** Coated paint close up: large beads, then a finer scatter between them. */
export function CeramicScene({ color, w, h }: PaintProps) {
  return (
    <>
      <PaintField id={`cer-${color.slice(1)}`} color={color} w={w} h={h} />
      <Beads seed={3} x0={0} x1={w} y0={h * 0.04} y1={h * 0.98} count={110} size={2.2} />
      <Beads seed={7} x0={0} x1={w} y0={h * 0.1} y1={h * 0.95} count={160} size={1} />
    </>
  );
}

/** The curve of a hood from low down: dark and quiet on the left, the light band sweeping in from the right. */
export function SheenScene({ color, w, h }: PaintProps) {
  return (
    <>
      <defs>
        <linearGradient id="sheen-base" x1="0" y1="0" x2="1" y2="0.3">
          <stop offset="0" stopColor={shade(color, -0.75)} />
          <stop offset="0.55" stopColor={shade(color, -0.35)} />
          <stop offset="1" stopColor={color} />
        </linearGradient>
        <linearGradient id="sheen-band" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.6" stopColor="#fff" stopOpacity="0.25" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.7" />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill="url(#sheen-base)" />
      <path
        d={`M${w * 0.35} ${h} C${w * 0.6} ${h * 0.6} ${w * 0.8} ${h * 0.45} ${w} ${h * 0.3} L${w} ${h * 0.42} C${w * 0.82} ${h * 0.56} ${w * 0.65} ${h * 0.72} ${w * 0.48} ${h} Z`}
        fill="url(#sheen-band)"
      />
      <path
        d={`M${w * 0.3} ${h} C${w * 0.58} ${h * 0.55} ${w * 0.8} ${h * 0.38} ${w} ${h * 0.24}`}
        stroke="#fff"
        strokeWidth="2"
        opacity="0.5"
        fill="none"
      />
      <path
        d={`M${w * 0.55} 0 C${w * 0.7} ${h * 0.1} ${w * 0.85} ${h * 0.12} ${w} ${h * 0.08} L${w} 0 Z`}
        fill="#0b1120"
        opacity="0.45"
      />
    </>
  );
}
