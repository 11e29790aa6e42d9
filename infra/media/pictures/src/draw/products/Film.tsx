import { shade } from '../paint';
import type { ArtProps } from './brand';

export function VinylRoll({ c, color }: ArtProps) {
  return (
    <>
      <defs>
        <linearGradient id="p-roll" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={shade(color, -0.3)} />
          <stop offset="0.3" stopColor={shade(color, 0.35)} />
          <stop offset="0.45" stopColor={color} />
          <stop offset="1" stopColor={shade(color, -0.5)} />
        </linearGradient>
      </defs>
      <path
        d={`M${c + 330} ${c + 170} L${c + 470} ${c + 340} L${c + 60} ${c + 340} L${c - 60} ${c + 170} Z`}
        fill="url(#p-lit)"
      />
      <path d={`M${c + 330} ${c + 170} L${c + 470} ${c + 340}`} stroke="#fff" strokeWidth="3" opacity="0.6" />
      <rect x={c - 380} y={c - 170} width="760" height="340" rx="30" fill="url(#p-roll)" />
      <rect x={c - 340} y={c - 110} width="680" height="22" rx="11" fill="#fff" opacity="0.45" />
      <ellipse
        cx={c - 380}
        cy={c}
        rx="70"
        ry="170"
        fill={shade(color, -0.1)}
        stroke="#0f172a"
        strokeOpacity="0.3"
        strokeWidth="4"
      />
      {[0.8, 0.6, 0.4].map((k) => (
        <ellipse
          key={k}
          cx={c - 380}
          cy={c}
          rx={70 * k}
          ry={170 * k}
          fill="none"
          stroke="#000"
          strokeOpacity="0.15"
          strokeWidth="3"
        />
      ))}
      <ellipse cx={c - 380} cy={c} rx="24" ry="60" fill="#d6d3d1" />
      <ellipse cx={c - 380} cy={c} rx="12" ry="34" fill="#78716c" />
    </>
  );
}

export function KnifelessTape({ c }: ArtProps) {
  return (
    <>
      <path
        d={`M${c} ${c + 250} L${c + 470} ${c + 250} L${c + 470} ${c + 300} L${c} ${c + 300} Z`}
        fill="url(#p-lit)"
      />
      <path d={`M${c} ${c + 275} L${c + 470} ${c + 275}`} stroke="#0f172a" strokeWidth="3" />
      <circle cx={c} cy={c} r="300" fill="url(#p-lit)" />
      <circle cx={c} cy={c} r="150" fill="#f1f5f9" />
      <circle cx={c} cy={c} r="120" fill="#cbd5e1" />
      {[260, 230, 200, 175].map((r) => (
        <circle key={r} cx={c} cy={c} r={r} fill="none" stroke="#000" strokeOpacity="0.1" strokeWidth="3" />
      ))}
      <path
        d={`M${c - 280} ${c - 120} A300 300 0 0 1 ${c - 60} ${c - 290}`}
        stroke="#fff"
        strokeWidth="16"
        opacity="0.45"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

export function PpfKit({ c, color }: ArtProps) {
  return (
    <>
      <path
        d={`M${c - 430} ${c + 200} Q${c - 400} ${c - 260} ${c} ${c - 300} Q${c + 400} ${c - 260} ${c + 430} ${c + 200} Z`}
        fill="#eef5fb"
        stroke={color}
        strokeWidth="8"
        strokeDasharray="30 16"
      />
      <path
        d={`M${c - 380} ${c + 150} Q${c - 360} ${c - 200} ${c} ${c - 240} Q${c + 120} ${c - 236} ${c + 220} ${c - 200}`}
        stroke="#fff"
        strokeWidth="26"
        opacity="0.9"
        fill="none"
      />
      <path
        d={`M${c - 300} ${c + 40} Q${c} ${c - 140} ${c + 300} ${c + 40}`}
        stroke="#94a3b8"
        strokeWidth="6"
        fill="none"
      />
      <path d={`M${c + 300} ${c + 200} L${c + 430} ${c + 200} L${c + 400} ${c + 60} Z`} fill="#cbd5e1" />
      <text
        x={c}
        y={c + 140}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="800"
        fontSize="56"
        fill="#334155"
      >
        PRE-CUT PPF
      </text>
    </>
  );
}
