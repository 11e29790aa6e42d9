import type { Backdrop as BackdropKind } from '../scenes/scene';
import { FilmRack, Skyline } from './scenery';

interface BackdropProps {
  kind: BackdropKind;
  w: number;
  h: number;
  ground: number;
  /** Leaves out the props (a film rack) from where a headline's words go. */
  quiet?: boolean;
}

/**
 * Scenery behind a vehicle, drawn for a W x H canvas with the ground line at `ground`, in soft
 * daylight or studio light. No scenery carries lettering or hard light bars, so any backdrop may sit
 * behind a headline.
 */
export function Backdrop({ kind, w, h, ground, quiet = false }: BackdropProps) {
  switch (kind) {
    case 'studio':
      // A light grey cyclorama: the wall curves into the floor, a soft pool of light behind the subject.
      return (
        <>
          <defs>
            <linearGradient id="bd-wall" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#cfd6df" />
              <stop offset="0.75" stopColor="#eef1f5" />
              <stop offset="1" stopColor="#e2e7ee" />
            </linearGradient>
            <radialGradient id="bd-pool" cx="0.5" cy="0.55" r="0.55">
              <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
              <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
            </radialGradient>
            <linearGradient id="bd-floor" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#e2e7ee" />
              <stop offset="1" stopColor="#b8c2cf" />
            </linearGradient>
          </defs>
          <rect width={w} height={h} fill="url(#bd-wall)" />
          <ellipse cx={w / 2} cy={ground - 150} rx={w * 0.55} ry={h * 0.45} fill="url(#bd-pool)" />
          <path
            d={`M0 ${ground - 70} Q${w / 2} ${ground - 40} ${w} ${ground - 70} L${w} ${h} L0 ${h} Z`}
            fill="url(#bd-floor)"
          />
        </>
      );
    case 'street':
      // A Chicago side street on a clear late afternoon: hazy towers, brick low-rises, kerb and asphalt.
      return (
        <>
          <defs>
            <linearGradient id="bd-sky" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#9cc3e4" />
              <stop offset="0.7" stopColor="#e9eef2" />
              <stop offset="1" stopColor="#f6e7d2" />
            </linearGradient>
            <linearGradient id="bd-road" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#6b7280" />
              <stop offset="1" stopColor="#4b5563" />
            </linearGradient>
          </defs>
          <rect width={w} height={h} fill="url(#bd-sky)" />
          <Skyline w={w} base={ground - 110} color="#a7b4c4" opacity={0.9} seed={1} />
          <Skyline w={w} base={ground - 90} color="#8a6a5c" opacity={0.55} seed={2} />
          <rect y={ground - 96} width={w} height="26" fill="#cbd2d9" />
          <rect y={ground - 70} width={w} height="8" fill="#9aa3ad" />
          <rect y={ground - 62} width={w} height={h - ground + 62} fill="url(#bd-road)" />
          <rect y={ground + 88} width={w} height="6" fill="#f8fafc" opacity="0.55" />
        </>
      );
    case 'shop':
      // The bay in daylight: pale walls with clerestory windows, a film rack, a sealed grey floor.
      return (
        <>
          <defs>
            <linearGradient id="bd-bay" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#dfe4ea" />
              <stop offset="1" stopColor="#f1f4f7" />
            </linearGradient>
            <linearGradient id="bd-epoxy" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#b7c0cb" />
              <stop offset="1" stopColor="#8e99a7" />
            </linearGradient>
            <linearGradient id="bd-window" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#eaf4fb" />
              <stop offset="1" stopColor="#cfe3f1" />
            </linearGradient>
          </defs>
          <rect width={w} height={h} fill="url(#bd-bay)" />
          {Array.from({ length: 4 }, (_, i) => (
            <rect
              key={i}
              x={80 + i * (w / 4)}
              y="70"
              width={w / 4 - 160}
              height="110"
              rx="6"
              fill="url(#bd-window)"
              stroke="#c3ccd6"
              strokeWidth="6"
            />
          ))}
          {Array.from({ length: 9 }, (_, i) => (
            <rect key={i} x={i * (w / 8)} y="0" width="3" height={ground - 60} fill="#cdd4dc" />
          ))}
          {quiet ? null : <FilmRack ground={ground} />}
          <rect y={ground - 60} width={w} height={h - ground + 60} fill="url(#bd-epoxy)" />
          <rect y={ground - 62} width={w} height="4" fill="#9aa5b2" />
        </>
      );
    case 'lot':
      // An open lot on a bright day: soft clouds, a distant tree line, asphalt with bay lines.
      return (
        <>
          <defs>
            <linearGradient id="bd-day" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#8ec1e8" />
              <stop offset="1" stopColor="#e6f1f8" />
            </linearGradient>
            <linearGradient id="bd-lot" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#8b929b" />
              <stop offset="1" stopColor="#6b7280" />
            </linearGradient>
          </defs>
          <rect width={w} height={h} fill="url(#bd-day)" />
          {clouds.map(([x, y, s]) => (
            <g key={x} opacity="0.85" transform={`translate(${w * x} ${y}) scale(${s})`}>
              <ellipse cx="0" cy="0" rx="90" ry="26" fill="#fff" />
              <ellipse cx="40" cy="-14" rx="60" ry="26" fill="#fff" />
              <ellipse cx="-50" cy="-6" rx="44" ry="20" fill="#fff" />
            </g>
          ))}
          {Array.from({ length: 22 }, (_, i) => (
            <ellipse
              key={i}
              cx={i * (w / 20)}
              cy={ground - 86}
              rx={48 + (i % 3) * 14}
              ry={34 + (i % 4) * 8}
              fill={i % 2 ? '#6f8f6a' : '#7fa077'}
            />
          ))}
          <rect y={ground - 80} width={w} height={h - ground + 80} fill="url(#bd-lot)" />
          {Array.from({ length: 8 }, (_, i) => (
            <path
              key={i}
              d={`M${i * 180 - 40} ${h} L${i * 180 + 30} ${ground - 60}`}
              stroke="#f1f5f9"
              strokeWidth="6"
              opacity="0.55"
            />
          ))}
        </>
      );
  }
}

/** Where each cloud floats (a share of the width, y) and how large it is. */
const clouds: readonly (readonly [number, number, number])[] = [
  [0.2, 120, 1],
  [0.62, 90, 0.8],
  [0.86, 160, 0.9],
];
