import { Backdrop } from './Backdrop';
import { SideVehicle } from './vehicles/SideVehicle';

const GROUND = 660;

/** The large-format printer, a fleet van's panel coming off it. */
export function PrinterScene({ w, h }: { w: number; h: number }) {
  return (
    <>
      <Backdrop kind="shop" w={w} h={h} ground={GROUND} />
      <defs>
        <linearGradient id="printer-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4b5563" />
          <stop offset="1" stopColor="#111827" />
        </linearGradient>
      </defs>
      <rect x="120" y="180" width="1040" height="200" rx="26" fill="url(#printer-body)" />
      <rect x="160" y="220" width="960" height="40" rx="10" fill="#0f172a" />
      <rect x="150" y="196" width="980" height="10" rx="5" fill="#fff" opacity="0.25" />
      <rect x="980" y="205" width="120" height="30" rx="8" fill="#22c55e" />
      <g transform="translate(190 360) scale(0.7 0.5)">
        <rect width="1280" height="800" fill="#fff" />
        <SideVehicle
          kind="van"
          color="#f8fafc"
          livery={{ kind: 'business', company: 'LOOP LOGISTICS', tagline: 'Same-day delivery', accent: '#0f766e' }}
          id="print"
        />
      </g>
      <rect x="120" y="380" width="80" height="330" fill="#374151" />
      <rect x="1080" y="380" width="80" height="330" fill="#374151" />
    </>
  );
}

const label = { fontFamily: 'Arial, sans-serif', fontSize: 22, fill: '#334155' } as const;

/** Printed panels packed to ship: a labelled box and a shipping tube. */
export function ShippingScene({ w, h }: { w: number; h: number }) {
  return (
    <>
      <Backdrop kind="shop" w={w} h={h} ground={GROUND} />
      <rect x="200" y="360" width="520" height="330" rx="10" fill="#b45309" />
      <rect x="200" y="360" width="520" height="60" fill="#92400e" />
      <rect x="260" y="460" width="260" height="150" rx="8" fill="#fff" />
      <text x="280" y="510" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="30" fill="#0f172a">
        WRAP LAB CHICAGO
      </text>
      <text x="280" y="550" {...label}>
        PRINTED WRAP PANELS
      </text>
      <text x="280" y="585" {...label}>
        THIS SIDE UP
      </text>
      <g transform="rotate(-12 900 520)">
        <rect x="760" y="470" width="420" height="110" rx="55" fill="#f8fafc" stroke="#94a3b8" strokeWidth="6" />
        <ellipse cx="1180" cy="525" rx="30" ry="55" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="6" />
        <rect x="820" y="490" width="300" height="24" rx="12" fill="#d9480f" />
      </g>
    </>
  );
}
