import { shade } from '../paint';

/**
 * Close-ups of film and paint fill the frame: the surface's curve lit by a soft band of light, with
 * the film's edge, the tool on it or the water on the coating drawn at working size.
 */
export function PaintField({ id, color, w, h }: { id: string; color: string; w: number; h: number }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0.3" y2="1">
          <stop offset="0" stopColor={shade(color, 0.25)} />
          <stop offset="0.45" stopColor={color} />
          <stop offset="1" stopColor={shade(color, -0.55)} />
        </linearGradient>
        <linearGradient id={`${id}-band`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#${id})`} />
      <path
        d={`M0 ${h * 0.3} C${w * 0.35} ${h * 0.16} ${w * 0.7} ${h * 0.22} ${w} ${h * 0.08} L${w} ${h * 0.2} C${w * 0.7} ${h * 0.34} ${w * 0.35} ${h * 0.28} 0 ${h * 0.44} Z`}
        fill={`url(#${id}-band)`}
      />
      <path
        d={`M0 ${h * 0.36} C${w * 0.35} ${h * 0.22} ${w * 0.7} ${h * 0.28} ${w} ${h * 0.14}`}
        stroke="#fff"
        strokeWidth="3"
        opacity="0.7"
        fill="none"
      />
    </>
  );
}

/** A gloved hand holding a squeegee at an angle, its blade at (x, y). */
export function SqueegeeInHand({
  x,
  y,
  angle,
  blade = '#2563eb',
}: {
  x: number;
  y: number;
  angle: number;
  blade?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <rect x="-150" y="-12" width="300" height="26" rx="6" fill="#1f2937" />
      <rect x="-150" y="-100" width="300" height="92" rx="20" fill={blade} />
      <rect x="-140" y="-92" width="280" height="22" rx="11" fill="#fff" opacity="0.25" />
      <path d="M-110 -96 Q-60 -250 40 -300 L190 -330 L230 -200 L90 -150 Q40 -120 20 -96 Z" fill="#1e293b" />
      <path d="M-80 -100 Q-40 -150 0 -170" stroke="#334155" strokeWidth="22" strokeLinecap="round" fill="none" />
      <path d="M-30 -100 Q10 -150 50 -160" stroke="#334155" strokeWidth="22" strokeLinecap="round" fill="none" />
      <path d="M20 -100 Q60 -140 100 -150" stroke="#334155" strokeWidth="22" strokeLinecap="round" fill="none" />
    </g>
  );
}
