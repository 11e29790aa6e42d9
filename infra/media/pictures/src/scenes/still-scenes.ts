import type { Scene } from './scene';

/** Fleets, close-ups, the print room, the bay, the backdrops for headlines and the team, by image id. */
export const stillScenes = {
  'fleet-vans': { kind: 'fleet', vehicle: 'van', color: '#0f766e', company: 'LOOP LOGISTICS', accent: '#fbbf24' },
  'fleet-pickups': { kind: 'fleet', vehicle: 'pickup', color: '#f8fafc', company: 'GRID ELECTRIC', accent: '#2563eb' },
  'ppf-install': { kind: 'ppf' },
  'ppf-bumper-edge': { kind: 'ppfEdge', color: '#eef1f4' },
  'ceramic-beading': { kind: 'ceramic', color: '#1e3a8a' },
  'ceramic-beading-red': { kind: 'ceramic', color: '#991b1b' },
  'vinyl-install': { kind: 'install', color: '#0ea5e9' },
  'vinyl-install-orange': { kind: 'install', color: '#f97316' },
  'large-format-printer': { kind: 'printer' },
  'print-ship-box': { kind: 'shipping' },
  'shop-bay-sedan': { kind: 'shopFloor', vehicle: 'sedan', film: '#1d4ed8', accent: '#f97316' },
  'shop-bay-suv': { kind: 'shopFloor', vehicle: 'suv', film: '#4d5d3a', accent: '#0ea5e9' },
  'hero-studio-coupe': { kind: 'hero', backdrop: 'studio', vehicle: 'sportsCar', color: '#2b3038', finish: 'satin' },
  'hero-shop-bay': { kind: 'hero', backdrop: 'shop', vehicle: 'sedan', color: '#f4f6f8', finish: 'gloss' },
  'hero-city-street': { kind: 'hero', backdrop: 'street', vehicle: 'suv', color: '#1e40af', finish: 'gloss' },
  'hero-open-lot': { kind: 'hero', backdrop: 'lot', vehicle: 'pickup', color: '#f4f6f8', finish: 'gloss' },
  'hero-paint-sheen': { kind: 'sheen', color: '#1e3a8a' },
  'portrait-squeegee': { kind: 'portrait', tool: 'squeegee', accent: '#2563eb' },
  'portrait-heat-gun': { kind: 'portrait', tool: 'heatGun', accent: '#f97316' },
  'portrait-film-roll': { kind: 'portrait', tool: 'filmRoll', accent: '#14b8a6' },
  'portrait-tablet': { kind: 'portrait', tool: 'tablet', accent: '#a855f7' },
  'portrait-clipboard': { kind: 'portrait', tool: 'clipboard', accent: '#eab308' },
} satisfies Record<string, Scene>;
