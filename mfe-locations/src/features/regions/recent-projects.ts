import type { MediaId } from 'shared-contracts/media/catalog';

export interface RecentProject {
  title: string;
  service: string;
  image: MediaId;
}

/** Projects shown on the generic region page, newest first; the page shows the first six. */
export const recentProjects: readonly RecentProject[] = [
  { title: 'Plumbing van full wrap', service: 'Commercial Fleet Wraps', image: 'plumbing-van-wrap' },
  { title: 'Satin black color change', service: 'Color Change Wraps', image: 'satin-black-sports-car' },
  { title: 'HVAC service van livery', service: 'Commercial Fleet Wraps', image: 'hvac-van-wrap' },
  { title: 'Hood, roof and mirrors in gloss black', service: 'Partial Wraps', image: 'partial-wrap-hood-roof' },
  { title: 'Bakery box truck', service: 'Vehicle Graphics', image: 'box-truck-bakery' },
  { title: 'Ceramic coating on dark blue paint', service: 'Ceramic Coatings', image: 'ceramic-beading' },
  { title: 'Landscaping pickup lettering', service: 'Fleet Graphics', image: 'landscaping-pickup' },
  { title: 'Front-end paint protection film', service: 'Paint Protection Film', image: 'ppf-install' },
];

export const RECENT_PROJECTS_SHOWN = 6;
