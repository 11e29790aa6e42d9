import type { Scene } from '../scenes/scene';
import { Backdrop } from './Backdrop';
import { InstallScene, PpfEdgeScene, PpfScene } from './close-ups/Film';
import { CeramicScene, SheenScene } from './close-ups/Paint';
import { HeroScene } from './HeroScene';
import { Portrait } from './people/Portrait';
import { ShopFloor } from './people/ShopFloor';
import { PrinterScene, ShippingScene } from './PrintRoom';
import { ProductScene } from './products/ProductScene';
import { Fleet, VehicleScene } from './VehicleScene';

const GROUND = 660;

interface PictureProps {
  id: string;
  width: number;
  height: number;
  scene: Scene;
}

/** One library picture: the SVG document for its scene, at its catalogue size. */
export function Picture({ id, width: w, height: h, scene }: PictureProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={w} height={h} viewBox={`0 0 ${w} ${h}`}>
      <SceneBody id={id} w={w} h={h} scene={scene} />
    </svg>
  );
}

function SceneBody({ id, w, h, scene }: { id: string; w: number; h: number; scene: Scene }) {
  switch (scene.kind) {
    case 'vehicle':
      return <VehicleScene scene={scene} id={id} w={w} h={h} ground={GROUND} />;
    case 'fleet':
      return (
        <>
          <Backdrop kind="lot" w={w} h={h} ground={GROUND} />
          <Fleet scene={scene} id={id} />
        </>
      );
    case 'ppf':
      return <PpfScene w={w} h={h} />;
    case 'ppfEdge':
      return <PpfEdgeScene color={scene.color} w={w} h={h} />;
    case 'ceramic':
      return <CeramicScene color={scene.color} w={w} h={h} />;
    case 'install':
      return <InstallScene color={scene.color} w={w} h={h} />;
    case 'sheen':
      return <SheenScene color={scene.color} w={w} h={h} />;
    case 'hero':
      return <HeroScene scene={scene} id={id} w={w} h={h} />;
    case 'printer':
      return <PrinterScene w={w} h={h} />;
    case 'shipping':
      return <ShippingScene w={w} h={h} />;
    case 'product':
      return <ProductScene scene={scene} size={w} />;
    case 'portrait':
      return <Portrait scene={scene} size={w} />;
    case 'shopFloor':
      return <ShopFloor scene={scene} w={w} h={h} ground={GROUND} />;
  }
}
