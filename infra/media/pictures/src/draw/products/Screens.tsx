import { Fragment } from 'react';

import { SideVehicle } from '../vehicles/SideVehicle';
import type { ArtProps } from './brand';

export function DesignBoard({ c, color }: ArtProps) {
  return (
    <>
      <rect x={c - 440} y={c - 330} width="880" height="620" rx="24" fill="#fff" stroke="#cbd5e1" strokeWidth="8" />
      <g transform={`translate(${c - 420} ${c - 330}) scale(0.66)`}>
        <SideVehicle
          kind="van"
          color="#f8fafc"
          livery={{ kind: 'business', company: 'YOUR BRAND', tagline: 'Design proof v2', accent: color }}
          id="design"
        />
      </g>
      <rect x={c - 400} y={c + 180} width="140" height="70" rx="10" fill={color} />
      <rect x={c - 240} y={c + 180} width="140" height="70" rx="10" fill="#f97316" />
      <rect x={c - 80} y={c + 180} width="140" height="70" rx="10" fill="#0f172a" />
    </>
  );
}

export function LogoVector({ c, color }: ArtProps) {
  const anchors: [number, number][] = [
    [c - 260, c + 160],
    [c - 120, c - 220],
    [c + 60, c + 60],
    [c + 240, c - 200],
    [c + 300, c + 160],
  ];
  const handles: [number, number][] = [
    [c - 200, c - 220],
    [c - 40, c - 220],
    [c + 160, c - 200],
    [c + 310, c - 200],
  ];
  const [a0, a1, a2, a3, a4] = anchors as [
    [number, number],
    [number, number],
    [number, number],
    [number, number],
    [number, number],
  ];
  return (
    <>
      <rect x={c - 460} y={c - 360} width="920" height="720" rx="26" fill="#ffffff" stroke="#cbd5e1" strokeWidth="6" />
      {Array.from({ length: 9 }, (_, i) => (
        <path
          key={i}
          d={`M${c - 460 + i * 115} ${c - 360} L${c - 460 + i * 115} ${c + 360}`}
          stroke="#e2e8f0"
          strokeWidth="2"
        />
      ))}
      <path
        d={`M${a0[0]} ${a0[1]} C${c - 240} ${c - 120} ${c - 180} ${c - 220} ${a1[0]} ${a1[1]} C${c - 40} ${c - 220} ${c} ${c + 60} ${a2[0]} ${a2[1]} C${c + 120} ${c + 60} ${c + 160} ${c - 200} ${a3[0]} ${a3[1]} C${c + 300} ${c - 200} ${c + 320} ${c} ${a4[0]} ${a4[1]} Z`}
        fill={color}
        opacity="0.92"
      />
      <path
        d={`M${c - 120} ${c - 220} L${c - 200} ${c - 220} M${c - 120} ${c - 220} L${c - 40} ${c - 220} M${c + 240} ${c - 200} L${c + 160} ${c - 200} M${c + 240} ${c - 200} L${c + 310} ${c - 200}`}
        stroke="#2563eb"
        strokeWidth="4"
      />
      {handles.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="12" fill="#fff" stroke="#2563eb" strokeWidth="4" />
      ))}
      {anchors.map(([x, y]) => (
        <rect key={x} x={x - 14} y={y - 14} width="28" height="28" fill="#fff" stroke="#2563eb" strokeWidth="5" />
      ))}
    </>
  );
}

export function Listing({ c, color }: ArtProps) {
  return (
    <>
      <path
        d={`M${c - 470} ${c + 250} L${c + 470} ${c + 250} L${c + 520} ${c + 320} L${c - 520} ${c + 320} Z`}
        fill="url(#p-steel)"
      />
      <rect x={c - 420} y={c - 330} width="840" height="580" rx="24" fill="#1f2937" />
      <rect x={c - 390} y={c - 300} width="780" height="520" rx="8" fill="#f8fafc" />
      <rect x={c - 390} y={c - 300} width="780" height="56" fill="#0f172a" />
      <rect x={c - 360} y={c - 220} width="720" height="130" rx="12" fill="#fff7ed" stroke={color} strokeWidth="6" />
      <circle cx={c - 300} cy={c - 155} r="40" fill={color} />
      <path
        d={`M${c - 240} ${c - 180} l180 0 M${c - 240} ${c - 140} l260 0`}
        stroke="#334155"
        strokeWidth="14"
        strokeLinecap="round"
      />
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={`M${c + 140 + i * 40} ${c - 176} l9 18 l20 3 l-14 14 l3 20 l-18 -9 l-18 9 l3 -20 l-14 -14 l20 -3 Z`}
          fill={color}
        />
      ))}
      {[0, 1].map((i) => (
        <Fragment key={i}>
          <rect
            x={c - 360}
            y={c - 70 + i * 130}
            width="720"
            height="110"
            rx="12"
            fill="#fff"
            stroke="#e2e8f0"
            strokeWidth="4"
          />
          <circle cx={c - 300} cy={c - 15 + i * 130} r="34" fill="#cbd5e1" />
          <path
            d={`M${c - 240} ${c - 30 + i * 130} l160 0 M${c - 240} ${c + 6 + i * 130} l220 0`}
            stroke="#94a3b8"
            strokeWidth="12"
            strokeLinecap="round"
          />
        </Fragment>
      ))}
    </>
  );
}
