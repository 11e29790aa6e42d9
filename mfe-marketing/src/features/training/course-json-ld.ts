import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { absoluteUrl } from 'shared-contracts/seo/absolute-url';
import type { JsonLd } from 'shared-contracts/seo/json-ld';

import type { TrainingCourse } from './training-content';

/** A schema.org Course record with the structured-data price of the course. */
export const courseJsonLd = (origin: string, course: TrainingCourse): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Course',
  name: course.structuredDataName,
  description: course.description,
  provider: { '@type': 'Organization', name: business.name, sameAs: absoluteUrl(origin, pagePaths.home) },
  offers: {
    '@type': 'Offer',
    price: course.structuredDataPrice.toFixed(2),
    priceCurrency: 'USD',
    category: 'Paid',
    url: absoluteUrl(origin, pagePaths.trainingClasses),
  },
  hasCourseInstance: {
    '@type': 'CourseInstance',
    courseMode: 'onsite',
    location: {
      '@type': 'Place',
      name: business.name,
      address: `${business.address.street}, ${business.address.city}, ${business.address.region}`,
    },
  },
});
