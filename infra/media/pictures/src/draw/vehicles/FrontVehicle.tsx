import type { Livery, Surface, VehicleKind } from '../../scenes/scene';
import { BodyGradient, FinishLayer, finishOf } from '../Finish';
import { GroundShadow } from '../GroundShadow';
import { shade } from '../paint';
import { frontShape } from './front-shape';
import { FrontLivery, FrontSurface, Headlight, Mirror } from './FrontParts';

interface FrontVehicleProps {
  kind: VehicleKind;
  color: string;
  livery: Livery;
  id: string;
  surface?: Surface;
}

/**
 * A vehicle seen head-on and a little from above, so the hood and roof show as surfaces: lights,
 * grille, mirrors and tyres; solid, striped or partly wrapped film; marks for a before/after pair.
 */
export function FrontVehicle({ kind, color, livery, id, surface }: FrontVehicleProps) {
  const s = frontShape(kind);
  const { bodyTop, cowl, roof, inset, left, right, mid, cowlInset } = s;
  const finish = finishOf(livery);
  const mirrorFill = livery.kind === 'partial' ? livery.accent : shade(color, -0.05);
  return (
    <>
      <defs>
        <clipPath id={`${id}-front`}>
          <path d={s.lower} />
          <path d={s.hood} />
          <path d={s.cabin} />
          <path d={s.roofTop} />
        </clipPath>
        <BodyGradient id={`${id}-base`} color={color} finish={finish} />
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#475569" />
          <stop offset="0.45" stopColor="#0f172a" />
          <stop offset="1" stopColor="#020617" />
        </linearGradient>
        <radialGradient id={`${id}-lamp`} cx="0.5" cy="0.5" r="0.6">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#cbd5e1" />
        </radialGradient>
      </defs>
      <GroundShadow id={`${id}-shadow`} cx={mid} cy={664} rx={(right - left) * 0.62} ry={40} strength={0.65} />
      <rect x={left + 26} y="586" width="124" height="74" rx="16" fill="#0b0f19" />
      <rect x={right - 150} y="586" width="124" height="74" rx="16" fill="#0b0f19" />
      <g clipPath={`url(#${id}-front)`}>
        <rect width="1280" height="800" fill={`url(#${id}-base)`} />
        <path d={s.hood} fill={shade(color, finish === 'matte' ? 0.04 : 0.12)} />
        <FrontLivery livery={livery} s={s} />
        <FrontSurface surface={surface} s={s} />
        <FinishLayer id={`${id}-fin`} finish={finish} top={roof - 24} belt={bodyTop + 6} bottom={640} />
        <path
          d={`M${left + 34} ${bodyTop} L${right - 34} ${bodyTop}`}
          stroke="#0b1120"
          strokeOpacity="0.35"
          strokeWidth="3"
        />
        <rect x="0" y="604" width="1280" height="40" fill="#0b1120" opacity="0.35" />
      </g>
      <path d={s.glass} fill={`url(#${id}-glass)`} />
      <path
        d={`M${left + inset + 60} ${roof + 14} L${left + inset + 130} ${roof + 14} L${left + cowlInset + 120} ${cowl - 6} L${left + cowlInset + 40} ${cowl - 6} Z`}
        fill="#fff"
        opacity="0.12"
      />
      <Mirror x={left + cowlInset - 10} flip={-1} cowl={cowl} fill={mirrorFill} />
      <Mirror x={right - cowlInset + 10} flip={1} cowl={cowl} fill={mirrorFill} />
      <Headlight x={left + 28} flip={1} bodyTop={bodyTop} id={id} />
      <Headlight x={right - 28} flip={-1} bodyTop={bodyTop} id={id} />
      <rect x={mid - 150} y={bodyTop + 60} width="300" height="66" rx="22" fill="#0b0f19" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={mid - 132} y={bodyTop + 72 + i * 13} width="264" height="4" rx="2" fill="#374151" />
      ))}
      <rect
        x={mid - 240}
        y={Math.min(bodyTop + 150, 566)}
        width="480"
        height="44"
        rx="18"
        fill="#0b0f19"
        opacity="0.85"
      />
      <rect
        x={mid - 70}
        y={Math.min(bodyTop + 104, 540)}
        width="140"
        height="36"
        rx="4"
        fill="#f1f5f9"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <path d={s.lower} fill="none" stroke="#0b1120" strokeOpacity="0.3" strokeWidth="3" />
    </>
  );
}
