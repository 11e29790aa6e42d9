import { business, openingHours } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { absoluteUrl } from 'shared-contracts/seo/absolute-url';

/** A schema.org record, ready for a `<script type="application/ld+json">`. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const context = 'https://schema.org' as const;

const postalAddress = () => ({
  '@type': 'PostalAddress',
  streetAddress: business.address.street,
  addressLocality: business.address.city,
  addressRegion: business.address.region,
  postalCode: business.address.postalCode,
  addressCountry: business.address.country,
});

const geoPoint = (latitude: number, longitude: number) => ({ '@type': 'GeoCoordinates', latitude, longitude });

const hours = (saturday: { opens: string; closes: string }) => [
  {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: openingHours.weekdays.opens,
    closes: openingHours.weekdays.closes,
  },
  { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: saturday.opens, closes: saturday.closes },
];

export interface Review {
  author: string;
  body: string;
  rating: number;
}

export interface LocalBusinessOptions {
  origin: string;
  /** The page this record describes; the business's home by default. */
  url?: string;
  areaServed?: readonly string[];
  /** Region pages state Saturday 09:00-15:00; the contact details 09:00-16:00 (both readings stand). */
  saturdayHours?: 'contact' | 'regionStructuredData';
  reviews?: readonly Review[];
  types?: readonly string[];
}

export function localBusiness(options: LocalBusinessOptions): JsonLd {
  const saturday = openingHours.saturday[options.saturdayHours ?? 'contact'];
  return {
    '@context': context,
    '@type': 'LocalBusiness',
    additionalType: (options.types ?? ['AutomotiveBusiness', 'ProfessionalService']).map(
      (t) => `https://schema.org/${t}`,
    ),
    '@id': absoluteUrl(options.origin, `${pagePaths.home}#business`),
    name: business.name,
    url: absoluteUrl(options.origin, options.url ?? pagePaths.home),
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundingYear),
    priceRange: business.priceRange,
    address: postalAddress(),
    geo: geoPoint(business.geo.latitude, business.geo.longitude),
    openingHoursSpecification: hours(saturday),
    areaServed: (options.areaServed ?? business.serviceStates).map((name) => ({ '@type': 'State', name })),
    serviceArea: {
      '@type': 'GeoCircle',
      geoMidpoint: geoPoint(business.geo.latitude, business.geo.longitude),
      geoRadius: business.serviceRadiusMiles,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      bestRating: business.rating.best,
      ratingCount: business.rating.count,
    },
    ...(options.reviews?.length
      ? {
          review: options.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}

export function organization(origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    name: business.name,
    url: absoluteUrl(origin, pagePaths.home),
    logo: absoluteUrl(origin, '/logo.svg'),
    foundingDate: String(business.foundingYear),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: business.phone.e164,
      email: business.email,
      contactType: 'customer service',
    },
    address: postalAddress(),
    sameAs: business.social.map((s) => s.href),
  };
}

export function website(origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    name: business.name,
    url: absoluteUrl(origin, pagePaths.home),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absoluteUrl(origin, pagePaths.locations)}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbList(origin: string, items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.url),
    })),
  };
}

export interface WebPageOptions {
  origin: string;
  path: string;
  name: string;
  description: string;
  type?: 'WebPage' | 'ContactPage' | 'AboutPage' | 'CollectionPage' | 'CheckoutPage';
  language?: string;
  datePublished?: string;
  dateModified?: string;
}

export function webPage(options: WebPageOptions): JsonLd {
  return {
    '@context': context,
    '@type': options.type ?? 'WebPage',
    name: options.name,
    description: options.description,
    url: absoluteUrl(options.origin, options.path),
    inLanguage: (options.language ?? 'en_US').replace('_', '-'),
    ...(options.datePublished ? { datePublished: options.datePublished } : {}),
    ...(options.dateModified ? { dateModified: options.dateModified } : {}),
    isPartOf: { '@type': 'WebSite', url: absoluteUrl(options.origin, pagePaths.home) },
  };
}

export interface ServiceOptions {
  origin: string;
  path: string;
  name: string;
  description: string;
  serviceType?: string;
  offers?: { price?: number; lowPrice?: number; highPrice?: number; currency?: string };
}

export function service(options: ServiceOptions): JsonLd {
  const { offers } = options;
  return {
    '@context': context,
    '@type': 'Service',
    name: options.name,
    description: options.description,
    serviceType: options.serviceType ?? options.name,
    url: absoluteUrl(options.origin, options.path),
    provider: {
      '@type': 'LocalBusiness',
      name: business.name,
      '@id': absoluteUrl(options.origin, `${pagePaths.home}#business`),
    },
    areaServed: business.serviceStates.map((name) => ({ '@type': 'State', name })),
    ...(offers
      ? {
          offers:
            offers.price !== undefined
              ? { '@type': 'Offer', price: offers.price, priceCurrency: offers.currency ?? 'USD' }
              : {
                  '@type': 'AggregateOffer',
                  lowPrice: offers.lowPrice,
                  highPrice: offers.highPrice,
                  priceCurrency: offers.currency ?? 'USD',
                },
        }
      : {}),
  };
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface PlaceOptions {
  origin: string;
  path: string;
  name: string;
  region: string;
  latitude?: number;
  longitude?: number;
}

export function place(options: PlaceOptions): JsonLd {
  return {
    '@context': context,
    '@type': 'Place',
    name: `${options.name}, ${options.region}`,
    url: absoluteUrl(options.origin, options.path),
    address: {
      '@type': 'PostalAddress',
      addressLocality: options.name,
      addressRegion: options.region,
      addressCountry: 'US',
    },
    geo: geoPoint(options.latitude ?? business.geo.latitude, options.longitude ?? business.geo.longitude),
  };
}

export interface CatalogOffer {
  name: string;
  description?: string;
  price: number;
  currency?: string;
  url?: string;
}

export function offerCatalog(origin: string, name: string, offers: readonly CatalogOffer[]): JsonLd {
  return {
    '@context': context,
    '@type': 'OfferCatalog',
    name,
    itemListElement: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      ...(offer.description ? { description: offer.description } : {}),
      price: offer.price.toFixed(2),
      priceCurrency: offer.currency ?? 'USD',
      ...(offer.url ? { url: absoluteUrl(origin, offer.url) } : {}),
      seller: { '@type': 'Organization', name: business.name },
    })),
  };
}
