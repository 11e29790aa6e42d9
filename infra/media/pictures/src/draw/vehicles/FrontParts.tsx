import type { Livery, Surface } from '../../scenes/scene';
import type { FrontShape } from './front-shape';

/** Film over the head-on body: twin stripes, or the hood, roof and pillars in a part wrap's accent. */
export function FrontLivery({ livery, s }: { livery: Livery; s: FrontShape }) {
  if (livery.kind === 'stripes')
    return (
      <>
        <rect x={s.mid - 100} y="0" width="72" height="800" fill={livery.accent} />
        <rect x={s.mid + 28} y="0" width="72" height="800" fill={livery.accent} />
      </>
    );
  if (livery.kind === 'partial')
    return (
      <>
        <path d={s.hood} fill={livery.accent} />
        <path d={s.roofTop} fill={livery.accent} />
        <path d={s.cabin} fill={livery.accent} />
      </>
    );
  return null;
}

/** Stone chips across the bumper and hood edge before film, or the film's outline after. */
export function FrontSurface({ surface, s }: { surface: Surface | undefined; s: FrontShape }) {
  const { left, right, bodyTop, cowl, cowlInset } = s;
  if (surface === 'chipped')
    return Array.from({ length: 60 }, (_, i) => {
      const x = left + 60 + ((i * 97) % (right - left - 120));
      const y = i % 2 ? bodyTop + 6 + ((i * 13) % 40) : 560 + ((i * 11) % 50);
      return <circle key={i} cx={x} cy={y} r={1.6 + (i % 3) * 0.9} fill="#f1f5f9" opacity="0.9" />;
    });
  if (surface === 'filmed')
    return (
      <>
        <path d={s.hood} fill="#e0f2fe" opacity="0.1" />
        <path
          d={`M${left + 48} ${bodyTop + 4} L${right - 48} ${bodyTop + 4} L${right - cowlInset - 20} ${cowl + 40} L${left + cowlInset + 20} ${cowl + 40} Z`}
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          opacity="0.55"
        />
      </>
    );
  return null;
}

/** A door mirror at the cowl, reaching out to the side `flip` points to. */
export function Mirror({ x, flip, cowl, fill }: { x: number; flip: number; cowl: number; fill: string }) {
  return (
    <path
      d={`M${x} ${cowl + 6} q${flip * 70} -14 ${flip * 86} 10 q-4 26 ${-flip * 30} 30 q${-flip * 44} -2 ${-flip * 56} -24 Z`}
      fill={fill}
      stroke="#0b1120"
      strokeOpacity="0.35"
      strokeWidth="2"
    />
  );
}

/** A headlight under the hood's edge, running inward the way `flip` points. */
export function Headlight({ x, flip, bodyTop, id }: { x: number; flip: number; bodyTop: number; id: string }) {
  return (
    <>
      <path
        d={`M${x} ${bodyTop + 36} L${x + flip * 170} ${bodyTop + 52} L${x + flip * 160} ${bodyTop + 84} L${x + flip * 14} ${bodyTop + 76} Z`}
        fill={`url(#${id}-lamp)`}
        stroke="#334155"
        strokeWidth="3"
      />
      <path
        d={`M${x + flip * 24} ${bodyTop + 48} L${x + flip * 150} ${bodyTop + 60}`}
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </>
  );
}
