import type { SceneOf } from '../scenes/scene';
import { Backdrop } from './Backdrop';
import { Beads } from './vehicles/Beads';
import { FrontVehicle } from './vehicles/FrontVehicle';
import { sideProfile } from './vehicles/side-profile';
import { SideVehicle } from './vehicles/SideVehicle';

interface VehicleSceneProps {
  scene: SceneOf<'vehicle'>;
  id: string;
  w: number;
  h: number;
  ground: number;
}

/** One vehicle in front of its backdrop, from the side or head-on. */
export function VehicleScene({ scene, id, w, h, ground }: VehicleSceneProps) {
  return (
    <>
      <Backdrop kind={scene.backdrop} w={w} h={h} ground={ground} />
      {scene.view === 'front' ? (
        <FrontVehicle kind={scene.vehicle} color={scene.color} livery={scene.livery} id={id} surface={scene.surface} />
      ) : (
        <>
          <SideVehicle kind={scene.vehicle} color={scene.color} livery={scene.livery} id={id} surface={scene.surface} />
          {scene.surface === 'beaded' ? <BeadedSide scene={scene} id={id} /> : null}
        </>
      )}
    </>
  );
}

/** Beads over a coated side view: on the doors and the hood, under the window line. */
function BeadedSide({ scene, id }: { scene: SceneOf<'vehicle'>; id: string }) {
  const p = sideProfile(scene.vehicle);
  return (
    <g clipPath={`url(#${id}-clip)`}>
      <Beads
        seed={5}
        x0={p.wheels[0] - 40}
        x1={p.wheels[1] + 60}
        y0={p.belt + 18}
        y1={p.sill - 40}
        count={70}
        size={1.3}
      />
    </g>
  );
}

/** Three vans or pickups of one fleet in its livery, lined up in depth, numbered 101 to 103. */
export function Fleet({ scene, id }: { scene: SceneOf<'fleet'>; id: string }) {
  return [0, 1, 2].map((i) => (
    <SideVehicle
      key={i}
      kind={scene.vehicle}
      color={scene.color}
      livery={{ kind: 'business', company: scene.company, tagline: `Unit ${i + 101}`, accent: scene.accent }}
      id={`${id}-${i}`}
      transform={`translate(${[20, 360, 680][i]} ${[300, 318, 330][i]}) scale(${[0.46, 0.5, 0.56][i]})`}
    />
  ));
}
