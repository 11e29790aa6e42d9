import { customerPlace, customers, type Customer } from 'shared-contracts/business/customers';
import { serviceNames, type ServiceSlug } from 'shared-contracts/business/services';
import type { MediaId } from 'shared-contracts/media/catalog';

export interface RecentProject {
  title: string;
  service: string;
  image: MediaId;
  /** Where the customer is based, for jobs done for a business the site names. */
  place?: string;
}

/** A business customer's job, told as its record tells it. */
const customerProject = (customer: Customer): RecentProject => ({
  title: `${customer.company}: ${customer.job}`,
  service: serviceNames[customer.service],
  image: customer.images[0],
  place: customerPlace(customer),
});

const project = (title: string, service: ServiceSlug, image: MediaId): RecentProject => ({
  title,
  service: serviceNames[service],
  image,
});

/** Projects shown on the generic region page, newest first; the page shows the first six. */
export const recentProjects: readonly RecentProject[] = [
  customerProject(customers.ortizPlumbing),
  project('Satin black color change', 'color-change-wraps', 'satin-black-sports-car'),
  customerProject(customers.windyCityHvac),
  project('Hood, roof and mirrors in gloss black', 'partial-wraps', 'partial-wrap-hood-roof'),
  customerProject(customers.lamonBakery),
  project('Ceramic coating on dark blue paint', 'ceramic-coatings', 'ceramic-beading'),
  customerProject(customers.northsideLawn),
  project('Front-end paint protection film', 'paint-protection-film', 'ppf-install'),
];

export const RECENT_PROJECTS_SHOWN = 6;
