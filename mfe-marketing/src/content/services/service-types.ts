import type { ProtectionOffer } from 'shared-contracts/business/protection-packages';
import type { ServiceSlug } from 'shared-contracts/business/services';
import type { MediaId } from 'shared-contracts/media/catalog';

export interface ServiceBenefit {
  title: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

/** Static content of one service page: its copy, benefits, FAQs and pictures. */
export interface ServiceContent {
  slug: ServiceSlug;
  title: string;
  /** One or two sentences: cards, the hero and the meta description. */
  description: string;
  /** Paragraphs of the long description. */
  longDescription: readonly string[];
  /** The image that stands for the service (cards, Open Graph). */
  hero: MediaId;
  /**
   * A hero image the business has uploaded for this page. When it names an image in the library the
   * hero shows it and does not rotate; otherwise the hero rotates through the 12-image pool.
   */
  uploadedHero?: string;
  /** About six gallery images, first one shown first. */
  images: readonly MediaId[];
  benefits: readonly ServiceBenefit[];
  faqs: readonly ServiceFaq[];
  keywords: readonly string[];
  /** Typical price band per vehicle in USD, for the Service structured data. */
  priceRange?: { low: number; high: number };
  /** Short fact lines shown beside the title (duration, warranty, turnaround). */
  highlights: readonly string[];
  /** Packages, prices, materials, certifications and warranty terms, where the service sells packages. */
  offer?: ProtectionOffer;
  /** The closing call to action's heading, in this service's own words. */
  closing: string;
}
