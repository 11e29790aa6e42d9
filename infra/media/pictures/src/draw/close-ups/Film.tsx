import { shade } from '../paint';
import { Beads } from '../vehicles/Beads';
import { PaintField, SqueegeeInHand } from './PaintField';

interface Size {
  w: number;
  h: number;
}

/** Red hood under clear film: the film's lifted edge catches the light ahead of the squeegee. */
export function PpfScene({ w, h }: Size) {
  return (
    <>
      <PaintField id="ppf-paint" color="#c0262d" w={w} h={h} />
      <path d={`M0 ${h * 0.62} L${w * 0.56} ${h * 0.48} L${w * 0.62} ${h} L0 ${h} Z`} fill="#e0f2fe" opacity="0.1" />
      <path
        d={`M0 ${h * 0.62} L${w * 0.56} ${h * 0.48} L${w * 0.62} ${h}`}
        stroke="#fff"
        strokeWidth="4"
        opacity="0.85"
        fill="none"
      />
      <path
        d={`M${w * 0.56} ${h * 0.48} L${w * 0.62} ${h} L${w * 0.7} ${h} L${w * 0.64} ${h * 0.46} Z`}
        fill="#f8fafc"
        opacity="0.28"
      />
      <path d={`M${w * 0.64} ${h * 0.46} L${w * 0.7} ${h}`} stroke="#fff" strokeWidth="2" opacity="0.9" />
      <Beads seed={11} x0={w * 0.66} x1={w * 0.98} y0={h * 0.5} y1={h * 0.95} count={16} size={0.8} />
      <SqueegeeInHand x={w * 0.38} y={h * 0.72} angle={-14} />
    </>
  );
}

/** A bumper corner: the film runs over the curve and tucks round the edge, its line visible. */
export function PpfEdgeScene({ color, w, h }: Size & { color: string }) {
  return (
    <>
      <defs>
        <linearGradient id="edge-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c9d1da" />
          <stop offset="1" stopColor="#eef1f4" />
        </linearGradient>
        <radialGradient id="edge-body" cx="0.3" cy="0.3" r="0.9">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.55" stopColor={color} />
          <stop offset="1" stopColor={shade(color, -0.35)} />
        </radialGradient>
      </defs>
      <rect width={w} height={h} fill="url(#edge-bg)" />
      <path
        d={`M-40 ${h * 0.2} C${w * 0.5} ${h * 0.1} ${w * 0.85} ${h * 0.3} ${w * 0.92} ${h * 0.72} L${w * 0.95} ${h} L-40 ${h} Z`}
        fill="url(#edge-body)"
      />
      <path
        d={`M-40 ${h * 0.52} C${w * 0.4} ${h * 0.44} ${w * 0.7} ${h * 0.52} ${w * 0.8} ${h} L-40 ${h} Z`}
        fill="#1f2937"
      />
      <path
        d={`M${w * 0.05} ${h * 0.6} C${w * 0.35} ${h * 0.54} ${w * 0.58} ${h * 0.62} ${w * 0.66} ${h}`}
        fill="none"
        stroke="#0b1120"
        strokeWidth="18"
        opacity="0.6"
      />
      <path
        d={`M-40 ${h * 0.27} C${w * 0.5} ${h * 0.17} ${w * 0.8} ${h * 0.35} ${w * 0.86} ${h * 0.74} L${w * 0.88} ${h} `}
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        opacity="0.95"
      />
      <path
        d={`M-40 ${h * 0.28} C${w * 0.5} ${h * 0.18} ${w * 0.8} ${h * 0.36} ${w * 0.855} ${h * 0.75} L${w * 0.875} ${h}`}
        fill="none"
        stroke="#64748b"
        strokeWidth="2"
        opacity="0.7"
      />
      <path
        d={`M${w * 0.1} ${h * 0.3} C${w * 0.4} ${h * 0.22} ${w * 0.6} ${h * 0.3} ${w * 0.7} ${h * 0.42}`}
        stroke="#fff"
        strokeWidth="22"
        opacity="0.55"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d={`M${w * 0.92} ${h * 0.72} L${w * 0.95} ${h} L${w} ${h} L${w} ${h * 0.66} Z`}
        fill="#94a3b8"
        opacity="0.5"
      />
    </>
  );
}

/** A door panel half covered: new film on the left, bare primer-grey panel on the right, the squeegee at the line. */
export function InstallScene({ color, w, h }: Size & { color: string }) {
  const lineX = w * 0.58;
  return (
    <>
      <defs>
        <linearGradient id="inst-door" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e5e9ee" />
          <stop offset="1" stopColor="#aab4c0" />
        </linearGradient>
        <linearGradient id="inst-film" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={shade(color, 0.3)} />
          <stop offset="0.5" stopColor={color} />
          <stop offset="1" stopColor={shade(color, -0.4)} />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill="url(#inst-door)" />
      <rect x="0" y={h * 0.2} width={w} height="6" fill="#8b96a3" />
      <path d={`M0 0 L${lineX} 0 L${lineX - 40} ${h} L0 ${h} Z`} fill="url(#inst-film)" />
      <path
        d={`M${lineX} 0 C${lineX + 80} ${h * 0.2} ${lineX + 30} ${h * 0.4} ${lineX + 120} ${h * 0.55} L${lineX + 160} ${h * 0.5} C${lineX + 80} ${h * 0.3} ${lineX + 140} ${h * 0.1} ${lineX + 60} 0 Z`}
        fill={color}
        opacity="0.75"
      />
      <path
        d={`M0 ${h * 0.34} C${w * 0.2} ${h * 0.3} ${w * 0.4} ${h * 0.32} ${lineX} ${h * 0.28}`}
        stroke="#fff"
        strokeWidth="18"
        opacity="0.35"
        fill="none"
      />
      <path d={`M${lineX} 0 L${lineX - 40} ${h}`} stroke="#fff" strokeWidth="3" opacity="0.8" />
      <rect x={w * 0.1} y={h * 0.44} width="120" height="14" rx="7" fill="#0b1120" opacity="0.35" />
      <SqueegeeInHand x={lineX - 150} y={h * 0.66} angle={-78} blade="#1d4ed8" />
      <g transform={`translate(${w * 0.86} ${h * 0.26}) rotate(150)`}>
        <rect x="-40" y="-40" width="230" height="80" rx="30" fill="#ea580c" />
        <rect x="180" y="-30" width="80" height="60" rx="10" fill="#374151" />
        <rect x="-10" y="30" width="60" height="150" rx="20" fill="#1f2937" />
      </g>
      <ellipse cx={w * 0.74} cy={h * 0.3} rx="110" ry="70" fill="#fde68a" opacity="0.18" />
    </>
  );
}
