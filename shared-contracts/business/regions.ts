/** State pages the site has, in menu order: the four service states, then the neighboring ones. */
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
/** The postal code of a state with a region page; every town the site lists is in one of them. */
export type StateCode = (typeof regionLinks)[number]['code'];

/** "Iowa" for "IA"; a code the site has no page for shows as is. */
export const stateNameOf = (code: string): string => regionLinks.find((region) => region.code === code)?.name ?? code;
