import type { Backdrop } from 'shared-contracts/media/catalog';

/**
 * Scenery behind a vehicle, drawn for a W x H canvas with the ground line at `ground`, in soft
 * daylight or studio light. No scenery carries lettering or hard light bars, so any backdrop may sit
 * behind a headline; `quiet` leaves out the props (a film rack) from where the words go.
 */
export function backdrop(kind: Backdrop, w: number, h: number, ground: number, quiet = false): string {
  switch (kind) {
    case 'studio':
      // A light grey cyclorama: the wall curves into the floor, a soft pool of light behind the subject.
      return `
        <defs><linearGradient id="bd-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfd6df"/><stop offset="0.75" stop-color="#eef1f5"/><stop offset="1" stop-color="#e2e7ee"/></linearGradient>
        <radialGradient id="bd-pool" cx="0.5" cy="0.55" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
        <linearGradient id="bd-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e7ee"/><stop offset="1" stop-color="#b8c2cf"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#bd-wall)"/>
        <ellipse cx="${w / 2}" cy="${ground - 150}" rx="${w * 0.55}" ry="${h * 0.45}" fill="url(#bd-pool)"/>
        <path d="M0 ${ground - 70} Q${w / 2} ${ground - 40} ${w} ${ground - 70} L${w} ${h} L0 ${h} Z" fill="url(#bd-floor)"/>`;
    case 'street':
      // A Chicago side street on a clear late afternoon: hazy towers, brick low-rises, kerb and asphalt.
      return `
        <defs><linearGradient id="bd-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e4"/><stop offset="0.7" stop-color="#e9eef2"/><stop offset="1" stop-color="#f6e7d2"/></linearGradient>
        <linearGradient id="bd-road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7280"/><stop offset="1" stop-color="#4b5563"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#bd-sky)"/>
        ${skyline(w, ground - 110, '#a7b4c4', 0.9, 1)}
        ${skyline(w, ground - 90, '#8a6a5c', 0.55, 2)}
        <rect y="${ground - 96}" width="${w}" height="26" fill="#cbd2d9"/>
        <rect y="${ground - 70}" width="${w}" height="8" fill="#9aa3ad"/>
        <rect y="${ground - 62}" width="${w}" height="${h - ground + 62}" fill="url(#bd-road)"/>
        <rect y="${ground + 88}" width="${w}" height="6" fill="#f8fafc" opacity="0.55"/>`;
    case 'shop':
      // The bay in daylight: pale walls with clerestory windows, a film rack, a sealed grey floor.
      return `
        <defs><linearGradient id="bd-bay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe4ea"/><stop offset="1" stop-color="#f1f4f7"/></linearGradient>
        <linearGradient id="bd-epoxy" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7c0cb"/><stop offset="1" stop-color="#8e99a7"/></linearGradient>
        <linearGradient id="bd-window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf4fb"/><stop offset="1" stop-color="#cfe3f1"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#bd-bay)"/>
        ${Array.from({ length: 4 }, (_, i) => `<rect x="${80 + i * (w / 4)}" y="70" width="${w / 4 - 160}" height="110" rx="6" fill="url(#bd-window)" stroke="#c3ccd6" stroke-width="6"/>`).join('')}
        ${Array.from({ length: 9 }, (_, i) => `<rect x="${i * (w / 8)}" y="0" width="3" height="${ground - 60}" fill="#cdd4dc"/>`).join('')}
        ${quiet ? '' : filmRack(ground)}
        <rect y="${ground - 60}" width="${w}" height="${h - ground + 60}" fill="url(#bd-epoxy)"/>
        <rect y="${ground - 62}" width="${w}" height="4" fill="#9aa5b2"/>`;
    case 'lot':
      // An open lot on a bright day: soft clouds, a distant tree line, asphalt with bay lines.
      return `
        <defs><linearGradient id="bd-day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec1e8"/><stop offset="1" stop-color="#e6f1f8"/></linearGradient>
        <linearGradient id="bd-lot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8b929b"/><stop offset="1" stop-color="#6b7280"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#bd-day)"/>
        ${[
          [0.2, 120, 1],
          [0.62, 90, 0.8],
          [0.86, 160, 0.9],
        ]
          .map(
            ([x, y, s]) =>
              `<g opacity="0.85" transform="translate(${w * x!} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="90" ry="26" fill="#fff"/><ellipse cx="40" cy="-14" rx="60" ry="26" fill="#fff"/><ellipse cx="-50" cy="-6" rx="44" ry="20" fill="#fff"/></g>`,
          )
          .join('')}
        ${Array.from({ length: 22 }, (_, i) => `<ellipse cx="${i * (w / 20)}" cy="${ground - 86}" rx="${48 + (i % 3) * 14}" ry="${34 + (i % 4) * 8}" fill="${i % 2 ? '#6f8f6a' : '#7fa077'}"/>`).join('')}
        <rect y="${ground - 80}" width="${w}" height="${h - ground + 80}" fill="url(#bd-lot)"/>
        ${Array.from({ length: 8 }, (_, i) => `<path d="M${i * 180 - 40} ${h} L${i * 180 + 30} ${ground - 60}" stroke="#f1f5f9" stroke-width="6" opacity="0.55"/>`).join('')}`;
  }
}

/** Rolls of film standing in a wall rack: colour in the bay, left out where a headline will sit. */
const filmRack = (ground: number) =>
  `<rect x="60" y="${ground - 300}" width="250" height="200" rx="6" fill="#cbd3dc"/>${['#c2410c', '#1d4ed8', '#1f2937', '#4d5d3a', '#f8fafc'].map((c, i) => `<rect x="${78 + i * 46}" y="${ground - 284}" width="34" height="168" rx="17" fill="${c}" opacity="0.9"/>`).join('')}`;

function skyline(w: number, base: number, color: string, opacity: number, seed: number): string {
  const heights = [260, 340, 200, 420, 280, 520, 300, 390, 220, 460, 300, 360, 250].map((v, i) =>
    seed === 1 ? v : 80 + ((v * (i + 3)) % 120),
  );
  const step = w / heights.length;
  return heights
    .map((hgt, i) => {
      const x = i * step + (seed === 1 ? 0 : step / 2);
      const rows = Math.floor(hgt / 44);
      const windows = Array.from(
        { length: rows },
        (_, r) =>
          `<rect x="${x + 16}" y="${base - hgt + 22 + r * 44}" width="${step - 40}" height="12" fill="#fff" opacity="${seed === 1 ? 0.18 : 0.28}"/>`,
      ).join('');
      return `<rect x="${x + 4}" y="${base - hgt}" width="${step - 8}" height="${hgt}" fill="${color}" opacity="${opacity}"/>${windows}`;
    })
    .join('');
}
