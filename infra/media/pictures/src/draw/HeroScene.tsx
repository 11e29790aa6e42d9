import type { SceneOf } from '../scenes/scene';
import { Backdrop } from './Backdrop';
import { GroundShadow } from './GroundShadow';
import { SideVehicle } from './vehicles/SideVehicle';

const GROUND = 660;
const SCALE = 0.55;

/** A backdrop for text: the vehicle small in the right third, a quiet, evenly lit field on the left. */
export function HeroScene({ scene, id, w, h }: { scene: SceneOf<'hero'>; id: string; w: number; h: number }) {
  return (
    <>
      <Backdrop kind={scene.backdrop} w={w} h={h} ground={GROUND + 40} quiet />
      <GroundShadow id={`${id}-pool`} cx={w * 0.78} cy={GROUND + 42} rx={360} ry={40} strength={0.3} />
      <SideVehicle
        kind={scene.vehicle}
        color={scene.color}
        livery={{ kind: 'solid', finish: scene.finish }}
        id={id}
        transform={`translate(${w * 0.73 - 640 * SCALE} ${GROUND - GROUND * SCALE + 40}) scale(${SCALE})`}
      />
      <defs>
        <linearGradient id={`${id}-quiet`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#0b1120" stopOpacity="0.35" />
          <stop offset="0.5" stopColor="#0b1120" stopOpacity="0.08" />
          <stop offset="0.62" stopColor="#0b1120" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#${id}-quiet)`} />
    </>
  );
}
