/** A city a region page lists, with raw figures; the page formats them as the spec's text fields. */
export interface RegionCityFacts {
  name: string;
  /** The town page id when the town is in the served set, otherwise the name as a slug. */
  slug: string;
  state: string;
  county: string;
  population: number;
  /** Miles from the Chicago shop; 0 for Chicago itself. */
  distance: number;
}
