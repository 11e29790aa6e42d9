import type { SceneOf } from '../../scenes/scene';
import { SILHOUETTE, Tool } from './Tool';

/**
 * Head-and-shoulders silhouette with a tool raised beside it, for team and instructor cards. People
 * are drawn as silhouettes at work, never as faces: the library has no photos of the staff, and a
 * drawn face would pretend to be one of them.
 */
export function Portrait({ scene, size }: { scene: SceneOf<'portrait'>; size: number }) {
  const c = size / 2;
  const { accent, tool } = scene;
  return (
    <>
      <defs>
        <radialGradient id="rim" cx="50%" cy="38%" r="60%">
          <stop offset="0" stopColor={accent} stopOpacity="0.55" />
          <stop offset="1" stopColor="#0b1220" stopOpacity="1" />
        </radialGradient>
      </defs>
      <rect width={size} height={size} fill="#1e293b" />
      <rect width={size} height={size} fill="url(#rim)" />
      <path
        d={`M${c - 330} ${size} Q${c - 320} ${c + 260} ${c - 120} ${c + 200} L${c + 120} ${c + 200} Q${c + 320} ${c + 260} ${c + 330} ${size} Z`}
        fill={SILHOUETTE}
        stroke={accent}
        strokeWidth="8"
        strokeOpacity="0.8"
      />
      <rect x={c - 70} y={c + 60} width="140" height="170" fill={SILHOUETTE} />
      <ellipse
        cx={c}
        cy={c - 60}
        rx="170"
        ry="200"
        fill={SILHOUETTE}
        stroke={accent}
        strokeWidth="8"
        strokeOpacity="0.8"
      />
      <path
        d={`M${c + 250} ${size} Q${c + 300} ${c + 330} ${c + 300} ${c + 130}`}
        stroke={SILHOUETTE}
        strokeWidth="110"
        strokeLinecap="round"
        fill="none"
      />
      <g transform={`translate(${c + 300} ${c + 120}) scale(2)`}>
        <Tool tool={tool} accent={accent} />
      </g>
      <circle cx={c + 300} cy={c + 130} r="62" fill={SILHOUETTE} />
    </>
  );
}
