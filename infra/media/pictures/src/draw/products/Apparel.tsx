import { shade } from '../paint';
import { Logo, type ArtProps } from './brand';

export function Tee({ c, color }: ArtProps) {
  return (
    <>
      <path
        d={`M${c - 300} ${c - 330} L${c - 120} ${c - 400} Q${c} ${c - 330} ${c + 120} ${c - 400} L${c + 300} ${c - 330} L${c + 420} ${c - 130} L${c + 270} ${c - 60} L${c + 270} ${c + 420} L${c - 270} ${c + 420} L${c - 270} ${c - 60} L${c - 420} ${c - 130} Z`}
        fill="url(#p-lit)"
      />
      <path
        d={`M${c - 120} ${c - 400} Q${c} ${c - 330} ${c + 120} ${c - 400}`}
        stroke={shade(color, 0.25)}
        strokeWidth="16"
        fill="none"
      />
      <path
        d={`M${c - 270} ${c - 60} L${c - 270} ${c + 420} M${c + 270} ${c - 60} L${c + 270} ${c + 420}`}
        stroke="#000"
        strokeOpacity="0.25"
        strokeWidth="6"
      />
      <path
        d={`M${c - 150} ${c + 120} Q${c - 60} ${c + 200} ${c - 120} ${c + 380}`}
        stroke="#000"
        strokeOpacity="0.2"
        strokeWidth="10"
        fill="none"
      />
      <Logo x={c} y={c - 60} s={90} />
      <text
        x={c}
        y={c + 10}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="44"
        fill="#e5e7eb"
      >
        CHICAGO
      </text>
    </>
  );
}

export function Hoodie({ c, color }: ArtProps) {
  return (
    <>
      <path
        d={`M${c - 290} ${c - 300} Q${c} ${c - 470} ${c + 290} ${c - 300} L${c + 430} ${c + 260} L${c + 300} ${c + 300} L${c + 290} ${c + 440} L${c - 290} ${c + 440} L${c - 300} ${c + 300} L${c - 430} ${c + 260} Z`}
        fill="url(#p-lit)"
      />
      <path
        d={`M${c - 150} ${c - 340} Q${c} ${c - 160} ${c + 150} ${c - 340} Q${c} ${c - 260} ${c - 150} ${c - 340} Z`}
        fill={shade(color, -0.35)}
      />
      <path
        d={`M${c - 30} ${c - 250} L${c - 40} ${c - 120} M${c + 30} ${c - 250} L${c + 40} ${c - 120}`}
        stroke="#e5e7eb"
        strokeWidth="8"
      />
      <path
        d={`M${c - 190} ${c + 170} L${c + 190} ${c + 170} L${c + 160} ${c + 320} L${c - 160} ${c + 320} Z`}
        fill="#000"
        opacity="0.15"
      />
      <Logo x={c} y={c + 40} s={86} />
    </>
  );
}

export function Cap({ c, color }: ArtProps) {
  return (
    <>
      <path
        d={`M${c - 330} ${c + 60} Q${c - 320} ${c - 330} ${c} ${c - 340} Q${c + 320} ${c - 330} ${c + 330} ${c + 60} Z`}
        fill="url(#p-lit)"
      />
      <path
        d={`M${c} ${c - 340} L${c} ${c + 60} M${c - 160} ${c - 300} Q${c - 200} ${c - 100} ${c - 190} ${c + 60} M${c + 160} ${c - 300} Q${c + 200} ${c - 100} ${c + 190} ${c + 60}`}
        stroke="#000"
        strokeOpacity="0.22"
        strokeWidth="5"
        fill="none"
      />
      <circle cx={c} cy={c - 338} r="18" fill={shade(color, -0.2)} />
      <path
        d={`M${c - 360} ${c + 60} Q${c} ${c + 190} ${c + 460} ${c + 80} L${c + 330} ${c + 40} Z`}
        fill={shade(color, -0.45)}
      />
      <Logo x={c} y={c - 70} s={100} />
    </>
  );
}

export function Gift({ c }: ArtProps) {
  return (
    <>
      <rect x={c - 360} y={c - 220} width="720" height="440" rx="36" fill="url(#p-lit)" />
      <rect x={c - 360} y={c - 40} width="720" height="60" fill="#fde68a" />
      <rect x={c - 30} y={c - 220} width="60" height="440" fill="#fde68a" opacity="0.85" />
      <path
        d={`M${c} ${c - 10} q-120 -110 -150 -20 q40 60 150 20 q120 -110 150 -20 q-40 60 -150 20 Z`}
        fill="#fbbf24"
      />
      <text
        x={c}
        y={c + 170}
        textAnchor="middle"
        fontFamily="Arial Black, Arial, sans-serif"
        fontWeight="900"
        fontSize="72"
        fill="#fff"
      >
        GIFT CARD
      </text>
      <Logo x={c} y={c - 110} s={90} fill="#fff" />
    </>
  );
}
