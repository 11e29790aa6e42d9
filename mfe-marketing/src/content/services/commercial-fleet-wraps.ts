import type { ServiceContent } from './service-types';

export const commercialFleetWraps: ServiceContent = {
  slug: 'commercial-fleet-wraps',
  title: 'Commercial Fleet Wraps',
  description:
    'Matching wraps for every van, truck and car in your fleet, scheduled around your routes so your business never stops moving.',
  longDescription: [
    'A fleet that looks the same on every street corner tells customers you are established and dependable. We design one livery that adapts to each body style you run, from compact cars to high-roof vans and box trucks, and we keep the colors consistent across every vehicle and every reprint.',
    'Fleet work is planned around your schedule. We can wrap one or two vehicles at a time so the rest stay on the road, book evening drop-offs, and keep your approved files on record so a new van added next year matches the first one exactly. Damaged panels are reprinted and replaced on their own, without re-wrapping the whole vehicle.',
    'Before we quote, we photograph and measure each model in the fleet and note any paint damage that should be repaired first. You get one itemized quote per vehicle type, one production schedule, and one point of contact from the first proof to the final van.',
  ],
  hero: 'partial-wrap-van-graphics',
  images: [
    'fleet-vans',
    'fleet-pickups',
    'hvac-van-wrap',
    'landscaping-pickup',
    'construction-pickup',
    'food-truck-wrap',
  ],
  benefits: [
    {
      title: 'One consistent brand',
      description: 'Color-matched prints and a shared layout make every vehicle instantly recognisable as yours.',
    },
    {
      title: 'Scheduled around your routes',
      description: 'We wrap in small batches and can take evening drop-offs so your crews keep working.',
    },
    {
      title: 'Files kept on record',
      description:
        'New vehicles added later match the originals, because the approved artwork and color profiles are archived.',
    },
    {
      title: 'Panel-by-panel repairs',
      description: 'A scraped door is reprinted and replaced on its own instead of re-wrapping the whole vehicle.',
    },
    {
      title: 'Lower cost per impression',
      description: 'A fleet wrap keeps advertising for 5-7 years for a single up-front cost per vehicle.',
    },
    {
      title: 'Protects resale value',
      description: 'The film shields factory paint, so vehicles are worth more when they leave the fleet.',
    },
  ],
  faqs: [
    {
      question: 'How much does a commercial fleet wrap cost per vehicle?',
      answer:
        'Most fleet vehicles cost about $2,500-$5,000 per vehicle depending on size and coverage. Large trucks, high-roof vans and full box trucks are typically $5,000+ per vehicle. Fleets of several vehicles receive volume pricing.',
    },
    {
      question: 'Can you wrap our fleet without taking every vehicle off the road?',
      answer:
        'Yes. We schedule one or two vehicles at a time, each taking 3-5 business days for a full wrap or 1-2 days for partial graphics, so most of the fleet stays in service.',
    },
    {
      question: 'Will vehicles we add next year match?',
      answer:
        'Yes. We keep your approved artwork, templates and color settings on file, so a vehicle added later is printed to match the rest of the fleet.',
    },
    {
      question: 'How long will fleet wraps last?',
      answer:
        'Fleet wraps on cast vinyl last 5-7 years and are covered by our 5-year warranty against lifting, bubbling and peeling.',
    },
    {
      question: 'Can the wraps come off when a vehicle is sold?',
      answer:
        'Yes. A professionally installed wrap removes cleanly from factory paint, so a retired vehicle can be sold without your branding.',
    },
  ],
  keywords: [
    'fleet wraps Chicago',
    'commercial vehicle wraps',
    'van fleet graphics',
    'truck fleet wraps',
    'business fleet branding',
  ],
  priceRange: { low: 2500, high: 5000 },
  highlights: ['About $2,500-$5,000 per vehicle', 'Scheduled around your routes', '5-year warranty'],
  closing: 'One itemized quote for the whole fleet',
};
