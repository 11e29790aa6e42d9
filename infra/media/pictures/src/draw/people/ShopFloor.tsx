import type { SceneOf, Tool as ToolKind } from '../../scenes/scene';
import { Backdrop } from '../Backdrop';
import { SideVehicle } from '../vehicles/SideVehicle';
import { SILHOUETTE, Tool } from './Tool';

interface PersonProps {
  x: number;
  ground: number;
  scale: number;
  accent: string;
}

/** A standing installer, feet on `ground` at `x`, facing right, holding `tool` forward. */
function StandingPerson({ x, ground, scale, tool, accent }: PersonProps & { tool: ToolKind }) {
  return (
    <g transform={`translate(${x} ${ground}) scale(${scale})`}>
      <circle cx="0" cy="-470" r="44" fill={SILHOUETTE} />
      <path
        d="M-72 -405 Q0 -432 72 -405 L88 -210 L58 -210 L52 0 L12 0 L4 -190 L-4 -190 L-12 0 L-52 0 L-58 -210 L-88 -210 Z"
        fill={SILHOUETTE}
      />
      <path d="M55 -390 Q120 -350 170 -330" stroke={SILHOUETTE} strokeWidth="36" strokeLinecap="round" fill="none" />
      <g transform="translate(175 -325) scale(0.9)">
        <Tool tool={tool} accent={accent} />
      </g>
    </g>
  );
}

/** An installer kneeling at a wheel arch, facing left, squeegee on the panel. */
function KneelingPerson({ x, ground, scale, accent }: PersonProps) {
  return (
    <g transform={`translate(${x} ${ground}) scale(${scale})`}>
      <circle cx="0" cy="-330" r="42" fill={SILHOUETTE} />
      <path
        d="M-60 -270 Q0 -300 60 -270 L70 -110 L110 -100 L120 0 L80 0 L70 -60 L-10 -70 L-40 0 L-80 0 L-60 -110 Z"
        fill={SILHOUETTE}
      />
      <path d="M-40 -250 Q-110 -220 -150 -200" stroke={SILHOUETTE} strokeWidth="34" strokeLinecap="round" fill="none" />
      <g transform="translate(-230 -150) scale(-0.9 0.9)">
        <Tool tool="squeegee" accent={accent} />
      </g>
    </g>
  );
}

interface ShopFloorProps {
  scene: SceneOf<'shopFloor'>;
  w: number;
  h: number;
  ground: number;
}

/** The shop's bay: a car half covered in new film, two installers at work, one with a heat gun, one kneeling. */
export function ShopFloor({ scene, w, h, ground }: ShopFloorProps) {
  return (
    <>
      <Backdrop kind="shop" w={w} h={h} ground={ground} />
      <rect x={w * 0.06} y={ground - 40} width={w * 0.88} height="10" fill="#facc15" opacity="0.8" />
      <SideVehicle
        kind={scene.vehicle}
        color="#cbd5e1"
        livery={{ kind: 'partial', accent: scene.film, area: 'rearHalf' }}
        id="bay"
        transform={`translate(${w * 0.12} ${ground * 0.145}) scale(0.85)`}
      />
      <StandingPerson x={w * 0.2} ground={ground + 10} scale={0.62} tool="heatGun" accent={scene.accent} />
      <KneelingPerson x={w * 0.9} ground={ground + 10} scale={0.62} accent={scene.accent} />
    </>
  );
}
