import type { Backdrop } from 'shared-contracts/media/catalog';

/**
 * Scenery behind a vehicle, drawn for a W x H canvas with the ground line at `ground`. No scenery carries
 * lettering (the shop's wall sign is a plain panel), so any backdrop may sit behind a headline.
 */
export function backdrop(kind: Backdrop, w: number, h: number, ground: number): string {
  switch (kind) {
    case 'studio':
      return `
        <defs><radialGradient id="studio" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="#020617"/></radialGradient>
        <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#020617"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#studio)"/>
        <rect y="${ground - 40}" width="${w}" height="${h - ground + 40}" fill="url(#floor)"/>
        ${[0.2, 0.5, 0.8].map((x) => `<rect x="${w * x - 150}" y="40" width="300" height="14" rx="7" fill="#f8fafc" opacity="0.85"/>`).join('')}
        <ellipse cx="${w / 2}" cy="${ground + 10}" rx="${w * 0.42}" ry="26" fill="#000" opacity="0.55"/>`;
    case 'street':
      return `
        <defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="0.6" stop-color="#9a3412"/><stop offset="1" stop-color="#fdba74"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#dusk)"/>
        ${skyline(w, ground - 120)}
        <rect y="${ground - 40}" width="${w}" height="${h - ground + 40}" fill="#1f2937"/>
        <rect y="${ground + 60}" width="${w}" height="8" fill="#fbbf24" opacity="0.7"/>
        <ellipse cx="${w / 2}" cy="${ground + 10}" rx="${w * 0.42}" ry="22" fill="#000" opacity="0.5"/>`;
    case 'shop':
      return `
        <rect width="${w}" height="${h}" fill="#e2e8f0"/>
        <rect width="${w}" height="${ground - 40}" fill="#cbd5e1"/>
        ${Array.from({ length: 6 }, (_, i) => `<rect x="${i * (w / 6) + 40}" y="30" width="${w / 6 - 80}" height="16" rx="8" fill="#ffffff"/>`).join('')}
        <rect x="40" y="150" width="360" height="220" rx="10" fill="#94a3b8"/>
        ${Array.from({ length: 5 }, (_, i) => `<rect x="${60 + i * 68}" y="175" width="48" height="170" rx="24" fill="${['#d9480f', '#1d4ed8', '#111827', '#16a34a', '#f8fafc'][i]}"/>`).join('')}
        <rect x="${w - 380}" y="96" width="320" height="56" rx="10" fill="#0f172a" opacity="0.18"/>
        <rect x="${w - 360}" y="118" width="120" height="12" rx="6" fill="#c2410c" opacity="0.6"/>
        <rect y="${ground - 40}" width="${w}" height="${h - ground + 40}" fill="#94a3b8"/>
        <ellipse cx="${w / 2}" cy="${ground + 10}" rx="${w * 0.42}" ry="22" fill="#0f172a" opacity="0.35"/>`;
    case 'lot':
      return `
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#sky)"/>
        <circle cx="${w * 0.82}" cy="150" r="60" fill="#fef9c3"/>
        <rect y="${ground - 170}" width="${w}" height="130" fill="#64748b" opacity="0.35"/>
        <rect y="${ground - 40}" width="${w}" height="${h - ground + 40}" fill="#4b5563"/>
        ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 180 + 20}" y="${ground + 90}" width="120" height="8" fill="#f8fafc" opacity="0.8"/>`).join('')}
        <ellipse cx="${w / 2}" cy="${ground + 10}" rx="${w * 0.42}" ry="22" fill="#000" opacity="0.35"/>`;
  }
}

function skyline(w: number, base: number): string {
  const heights = [220, 320, 180, 420, 260, 520, 300, 380, 200, 460, 280, 340, 240];
  const step = w / heights.length;
  return heights
    .map((hgt, i) => {
      const x = i * step;
      const windows = Array.from(
        { length: Math.floor(hgt / 60) },
        (_, r) =>
          `<rect x="${x + 18}" y="${base - hgt + 30 + r * 55}" width="${step - 40}" height="10" fill="#fde68a" opacity="0.45"/>`,
      ).join('');
      return `<rect x="${x + 6}" y="${base - hgt}" width="${step - 12}" height="${hgt}" fill="#0f172a" opacity="0.85"/>${windows}`;
    })
    .join('');
}
