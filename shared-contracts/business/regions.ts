/** State pages the site has, in menu order: the four service states, then the neighbouring ones. */
export const regionLinks = [
  { slug: 'illinois', name: 'Illinois', code: 'IL', serviceState: true },
  { slug: 'wisconsin', name: 'Wisconsin', code: 'WI', serviceState: true },
  { slug: 'indiana', name: 'Indiana', code: 'IN', serviceState: true },
  { slug: 'michigan', name: 'Michigan', code: 'MI', serviceState: true },
  { slug: 'iowa', name: 'Iowa', code: 'IA', serviceState: false },
  { slug: 'missouri', name: 'Missouri', code: 'MO', serviceState: false },
  { slug: 'ohio', name: 'Ohio', code: 'OH', serviceState: false },
] as const;

export type RegionSlug = (typeof regionLinks)[number]['slug'];
