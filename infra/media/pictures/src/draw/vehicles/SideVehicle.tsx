import { Fragment } from 'react';

import type { Livery, Surface, VehicleKind } from '../../scenes/scene';
import { BodyGradient, FinishLayer, finishOf } from '../Finish';
import { GroundShadow } from '../GroundShadow';
import { shade, smoothPath } from '../paint';
import { Lettering, LiveryLayer } from './Livery';
import { sideProfile } from './side-profile';
import { SurfaceMarks } from './SurfaceMarks';
import { Wheel } from './Wheel';

interface SideVehicleProps {
  kind: VehicleKind;
  color: string;
  livery: Livery;
  /** Keeps gradient and clip ids unique when several vehicles share a canvas. */
  id: string;
  transform?: string;
  surface?: Surface;
}

/** A vehicle from the side in its livery, on the 1280 x 800 canvas (see `side-profile.ts`). */
export function SideVehicle({ kind, color, livery, id, transform = '', surface }: SideVehicleProps) {
  const p = sideProfile(kind);
  const finish = finishOf(livery);
  const shapes = [p.outline, ...(p.extra ?? [])].map(smoothPath);
  const left = Math.min(...p.outline.map(([x]) => x), ...(p.extra ?? []).flat().map(([x]) => x));
  const right = Math.max(...p.outline.map(([x]) => x));
  const fadeTo = livery.kind === 'fade' ? livery.to : color;
  const [hx, hy, hw, hh] = p.head;
  const [tx, ty, tw, th] = p.tail;
  const glass = smoothPath(p.glass);
  const glassX = p.glass[0]![0];
  const mirrorFill =
    livery.kind === 'partial' && livery.area === 'hoodRoofMirrors' ? livery.accent : shade(color, -0.08);
  return (
    <g transform={transform}>
      <defs>
        <clipPath id={`${id}-clip`}>
          {shapes.map((d) => (
            <path key={d} d={d} />
          ))}
        </clipPath>
        <BodyGradient id={`${id}-base`} color={color} finish={finish} />
        <linearGradient id={`${id}-fade`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={color} />
          <stop offset="1" stopColor={fadeTo} />
        </linearGradient>
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#334155" />
          <stop offset="0.5" stopColor="#0f172a" />
          <stop offset="1" stopColor="#020617" />
        </linearGradient>
        <radialGradient id={`${id}-tyre`}>
          <stop offset="0.6" stopColor="#111827" />
          <stop offset="0.9" stopColor="#1f2937" />
          <stop offset="1" stopColor="#030712" />
        </radialGradient>
        <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8fafc" />
          <stop offset="0.5" stopColor="#94a3b8" />
          <stop offset="1" stopColor="#e2e8f0" />
        </linearGradient>
      </defs>
      <GroundShadow
        id={`${id}-shadow`}
        cx={(left + right) / 2}
        cy={662}
        rx={(right - left) * 0.56}
        ry={34}
        strength={0.6}
      />
      {p.wheels.map((x) => (
        <GroundShadow key={x} id={`${id}-contact-${x}`} cx={x} cy={660} rx={p.radius * 1.1} ry={9} strength={0.85} />
      ))}
      {p.rails ? (
        <rect x={p.rails[0]} y={p.rails[2]} width={p.rails[1] - p.rails[0]} height="9" rx="4" fill="#1f2937" />
      ) : null}
      <g clipPath={`url(#${id}-clip)`}>
        <rect width="1280" height="800" fill={`url(#${id}-base)`} />
        <LiveryLayer livery={livery} p={p} color={color} id={id} />
        <SurfaceMarks surface={surface} p={p} />
        <FinishLayer
          id={`${id}-fin`}
          finish={finish}
          top={p.top}
          belt={p.belt + (p.sill - p.belt) * 0.36}
          bottom={p.sill}
        />
        <path
          d={`M0 ${p.belt + (p.sill - p.belt) * 0.22} L1280 ${p.belt + (p.sill - p.belt) * 0.2}`}
          stroke="#fff"
          strokeWidth="2"
          opacity={finish === 'matte' ? 0.12 : 0.35}
        />
        <rect x="0" y={p.sill - 26} width="1280" height="26" fill="#0b1120" opacity="0.35" />
        <BodyDetails kind={kind} color={color} />
      </g>
      {shapes.map((d) => (
        <path key={d} d={d} fill="none" stroke="#0b1120" strokeOpacity="0.3" strokeWidth="2.5" />
      ))}
      <path d={glass} fill={`url(#${id}-glass)`} />
      <path
        d={`M${glassX + 60} ${p.belt - 4} L${glassX + 150} ${p.top + 14} L${glassX + 200} ${p.top + 14} L${glassX + 110} ${p.belt - 4} Z`}
        fill="#fff"
        opacity="0.12"
      />
      <defs>
        <clipPath id={`${id}-glass-clip`}>
          <path d={glass} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-glass-clip)`}>
        {p.pillars.map((x) => (
          <rect key={x} x={x - 9} y={p.top} width="18" height={p.belt - p.top} fill="#0b1120" />
        ))}
      </g>
      <Lettering livery={livery} p={p} color={color} />
      {p.mirror ? (
        <path
          d={`M${p.mirror[0] - 22} ${p.mirror[1] - 10} q4 -16 30 -14 l10 18 q-10 12 -36 8 Z`}
          fill={mirrorFill}
          stroke="#0b1120"
          strokeOpacity="0.35"
          strokeWidth="2"
        />
      ) : null}
      <rect
        x={hx}
        y={hy}
        width={hw}
        height={hh}
        rx={Math.min(hw, hh) / 2}
        fill="#f8fafc"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <rect x={tx} y={ty} width={tw} height={th} rx={Math.min(tw, th) / 2} fill="#b91c1c" />
      {p.wheels.map((x) => (
        <Wheel key={x} id={id} x={x} r={p.radius} />
      ))}
    </g>
  );
}

/** Door shut lines and handles, then the cladding and dark wheel arches, over the paint. */
function BodyDetails({ kind, color }: { kind: VehicleKind; color: string }) {
  const p = sideProfile(kind);
  return (
    <>
      {p.doors.map((x) => (
        <path
          key={x}
          d={`M${x} ${p.belt + 4} Q${x + 6} ${(p.belt + p.sill) / 2} ${x} ${p.sill - 14}`}
          stroke="#0b1120"
          strokeOpacity="0.35"
          strokeWidth="2.5"
          fill="none"
        />
      ))}
      {p.doors.slice(0, -1).map((x, i) => (
        <rect
          key={x}
          x={(x + (p.doors[i + 1] ?? x)) / 2 + 30}
          y={p.belt + 30}
          width="46"
          height="9"
          rx="4.5"
          fill={shade(color, -0.3)}
          opacity="0.8"
        />
      ))}
      {p.cladding ? <rect x="0" y={p.sill - 34} width="1280" height="34" fill="#2a2f36" /> : null}
      {p.wheels.map((x) => (
        <Fragment key={x}>
          {p.cladding ? <circle cx={x} cy={660 - p.radius} r={p.radius + 30} fill="#2a2f36" /> : null}
          <circle cx={x} cy={660 - p.radius} r={p.radius + 12} fill="#0b0f19" />
        </Fragment>
      ))}
    </>
  );
}
