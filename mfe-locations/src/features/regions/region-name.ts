/** "new mexico" -> "New Mexico": how the generic region page shows the name it was given. */
export function capitaliseRegion(name: string): string {
  return name
    .trim()
    .split(/([\s-]+)/)
    .map((part) => (part.trim() && part !== '-' ? part.charAt(0).toUpperCase() + part.slice(1).toLowerCase() : part))
    .join('');
}

/** The generic page answers only for the four service states (case-insensitive). */
export const genericRegions = ['illinois', 'indiana', 'michigan', 'wisconsin'] as const;

export const isGenericRegion = (name: string) =>
  (genericRegions as readonly string[]).includes(name.trim().toLowerCase());
