import { Logo, type ArtProps } from './brand';

export function Squeegee({ c }: ArtProps) {
  return (
    <g transform={`rotate(-12 ${c} ${c})`}>
      <rect x={c - 330} y={c - 160} width="660" height="300" rx="60" fill="url(#p-lit)" />
      <rect x={c - 300} y={c - 140} width="600" height="40" rx="20" fill="#fff" opacity="0.3" />
      <rect x={c - 330} y={c + 120} width="660" height="70" rx="22" fill="#2d2f33" />
      {Array.from({ length: 30 }, (_, i) => (
        <rect key={i} x={c - 320 + i * 22} y={c + 130} width="8" height="50" rx="4" fill="#4b5563" />
      ))}
      <Logo x={c} y={c + 30} s={80} fill="#fff" />
    </g>
  );
}

export function HeatGun({ c }: ArtProps) {
  return (
    <>
      <rect x={c - 380} y={c - 190} width="560" height="240" rx="90" fill="url(#p-lit)" />
      <rect x={c - 340} y={c - 170} width="480" height="34" rx="17" fill="#fff" opacity="0.35" />
      <rect x={c + 160} y={c - 150} width="260" height="160" rx="22" fill="url(#p-steel)" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={c + 180 + i * 56} y={c - 140} width="10" height="140" fill="#475569" />
      ))}
      <rect x={c - 270} y={c + 20} width="180" height="380" rx="56" fill="url(#p-dark)" />
      <rect x={c - 200} y={c + 60} width="40" height="90" rx="14" fill="#f97316" />
      <circle cx={c - 20} cy={c - 60} r="34" fill="#1f2937" />
      <circle cx={c - 20} cy={c - 60} r="14" fill="#e5e7eb" />
    </>
  );
}

export function CeramicKit({ c }: ArtProps) {
  return (
    <>
      <rect x={c - 120} y={c - 330} width="240" height="520" rx="40" fill="url(#p-lit)" />
      <rect x={c - 60} y={c - 420} width="120" height="110" rx="20" fill="#0f172a" />
      <rect x={c - 96} y={c - 300} width="36" height="460" rx="18" fill="#fff" opacity="0.25" />
      <text
        x={c}
        y={c - 40}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="900"
        fontSize="54"
        fill="#fff"
      >
        9H
      </text>
      <rect x={c - 430} y={c + 110} width="260" height="210" rx="24" fill="#e2e8f0" />
      <rect x={c - 430} y={c + 110} width="260" height="60" rx="24" fill="#cbd5e1" />
      <path
        d={`M${c + 170} ${c + 90} L${c + 440} ${c + 90} L${c + 460} ${c + 320} L${c + 180} ${c + 320} Z`}
        fill="#fde047"
      />
      <path
        d={`M${c + 190} ${c + 160} L${c + 450} ${c + 150} M${c + 190} ${c + 230} L${c + 455} ${c + 220}`}
        stroke="#eab308"
        strokeWidth="10"
      />
    </>
  );
}

export function CeramicSpray({ c, color }: ArtProps) {
  return (
    <>
      <path
        d={`M${c - 110} ${c - 200} L${c + 110} ${c - 200} L${c + 130} ${c + 360} Q${c} ${c + 390} ${c - 130} ${c + 360} Z`}
        fill="url(#p-lit)"
      />
      <rect x={c - 60} y={c - 290} width="120" height="100" rx="14" fill="#111827" />
      <path
        d={`M${c - 40} ${c - 290} L${c - 40} ${c - 380} L${c + 150} ${c - 380} L${c + 170} ${c - 330} L${c + 40} ${c - 320} L${c + 40} ${c - 290} Z`}
        fill="#1f2937"
      />
      <path
        d={`M${c - 10} ${c - 300} Q${c - 80} ${c - 200} ${c - 40} ${c - 120}`}
        stroke="#111827"
        strokeWidth="16"
        fill="none"
      />
      <rect x={c - 90} y={c - 20} width="180" height="200" rx="10" fill="#f8fafc" opacity="0.92" />
      <rect x={c - 60} y={c + 10} width="120" height="22" rx="11" fill={color} />
      <rect x={c - 60} y={c + 52} width="90" height="14" rx="7" fill="#94a3b8" />
      <rect x={c - 90} y={c - 180} width="30" height="520" rx="15" fill="#fff" opacity="0.3" />
      <path
        d={`M${c + 170} ${c + 220} Q${c + 300} ${c + 180} ${c + 450} ${c + 240} L${c + 430} ${c + 380} L${c + 160} ${c + 380} Z`}
        fill="#38bdf8"
      />
      <path
        d={`M${c + 190} ${c + 270} Q${c + 300} ${c + 240} ${c + 430} ${c + 290}`}
        stroke="#0284c7"
        strokeWidth="8"
        fill="none"
      />
    </>
  );
}
