import type { ProductKind, SceneOf } from '../../scenes/scene';
import { GroundShadow } from '../GroundShadow';
import { ProductArt } from './ProductArt';
import { silhouette } from './silhouette';

/** Where a close-up looks on each product: the part worth seeing large. */
const detailFocus: Record<ProductKind, [number, number]> = {
  tee: [0, -60],
  hoodie: [0, -200],
  cap: [0, -120],
  vinylRoll: [-300, -40],
  squeegee: [0, 140],
  heatGun: [260, -80],
  knifelessTape: [280, 160],
  ceramicKit: [0, -160],
  ceramicSpray: [40, -260],
  ppfKit: [0, -120],
  designBoard: [-180, -80],
  logoVector: [-120, -160],
  listing: [-120, -160],
  gift: [0, -80],
};

/** A product on a soft studio sweep (front), framed close (closeUp) or laid on a slate bench (flatLay). */
export function ProductScene({ scene, size }: { scene: SceneOf<'product'>; size: number }) {
  const c = size / 2;
  const art = <ProductArt product={scene.product} color={scene.color} size={size} />;
  switch (scene.view ?? 'front') {
    case 'front':
      return (
        <>
          <defs>
            <radialGradient id="sq" cx="50%" cy="38%" r="78%">
              <stop offset="0" stopColor="#ffffff" />
              <stop offset="1" stopColor="#dfe5ec" />
            </radialGradient>
          </defs>
          <rect width={size} height={size} fill="url(#sq)" />
          <GroundShadow id="sq-shadow" cx={c} cy={size * 0.88} rx={size * 0.38} ry={34} strength={0.35} />
          {art}
        </>
      );
    case 'closeUp': {
      const [dx, dy] = detailFocus[scene.product];
      return (
        <>
          <defs>
            <radialGradient id="sq" cx="40%" cy="30%" r="90%">
              <stop offset="0" stopColor="#f8fafc" />
              <stop offset="1" stopColor="#cfd8e2" />
            </radialGradient>
          </defs>
          <rect width={size} height={size} fill="url(#sq)" />
          <g transform={`translate(${c} ${c}) scale(2.1) translate(${-c - dx} ${-c - dy})`}>{art}</g>
        </>
      );
    }
    case 'flatLay':
      return (
        <>
          <defs>
            <linearGradient id="slate" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#4b5563" />
              <stop offset="1" stopColor="#1f2937" />
            </linearGradient>
          </defs>
          <rect width={size} height={size} fill="url(#slate)" />
          {Array.from({ length: 7 }, (_, i) => (
            <path
              key={i}
              d={`M0 ${i * 190 + 60} L${size} ${i * 190 + 20}`}
              stroke="#000"
              strokeOpacity="0.12"
              strokeWidth="2"
            />
          ))}
          <g transform={`rotate(-8 ${c} ${c}) translate(${c * 0.12} ${c * 0.12}) scale(0.88)`}>
            <g transform="translate(18 26)" opacity="0.35">
              {silhouette(art)}
            </g>
            {art}
          </g>
        </>
      );
  }
}
