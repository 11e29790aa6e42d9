/** Wrap insurance plans: the figures the page shows and the structured-data prices the JSON-LD carries, which differ on purpose. */
export type PlanId = 'silver' | 'gold' | 'platinum';

export interface InsurancePlan {
  id: PlanId;
  name: string;
  monthlyPrice: string;
  structuredDataPrice: number;
  summary: string;
  responseTime: string;
  removalGuarantee: string;
  /** When the removal guarantee applies, so the three plans read as one ladder. */
  removalTerms: string;
  damageRepair: string;
  deductible: string;
  touchUps: string;
  earlyRemovalRefund: string;
}

export const insurancePlans: readonly InsurancePlan[] = [
  {
    id: 'silver',
    name: 'Silver',
    monthlyPrice: '$14.99',
    structuredDataPrice: 299.99,
    summary: 'Essential cover for a single wrapped vehicle.',
    responseTime: '7-10 days',
    removalGuarantee: 'Up to $1,500 covered',
    removalTerms: 'One removal, once the film reaches the end of its rated life',
    damageRepair: 'Up to $500',
    deductible: '$50 per claim',
    touchUps: 'Not included',
    earlyRemovalRefund: 'Not included',
  },
  {
    id: 'gold',
    name: 'Gold',
    monthlyPrice: '$29.99',
    structuredDataPrice: 499.99,
    summary: 'Faster repairs and a yearly touch-up for daily drivers and work vans.',
    responseTime: '72 hours',
    removalGuarantee: 'Up to $750 covered',
    removalTerms: 'For an early removal, on top of one end-of-life removal up to $1,500',
    damageRepair: 'Up to $1,000',
    deductible: '$50 per claim',
    touchUps: '1 free touch-up per year',
    earlyRemovalRefund: 'Not included',
  },
  {
    id: 'platinum',
    name: 'Platinum',
    monthlyPrice: '$49.99',
    structuredDataPrice: 799.99,
    summary: 'Complete protection for fleets and show vehicles.',
    responseTime: '24 hours',
    removalGuarantee: 'Free removal',
    removalTerms: "Early or at the end of the film's life",
    damageRepair: 'Unlimited',
    deductible: 'No deductible',
    touchUps: '2 free touch-ups per year',
    earlyRemovalRefund: 'Pro-rated refund on early removal',
  },
];

export const DEFAULT_PLAN: PlanId = 'gold';

/** The rows each card lists, in order. */
export const planFeatures: readonly {
  label: string;
  value: (plan: InsurancePlan) => string;
  terms?: (plan: InsurancePlan) => string;
}[] = [
  { label: 'Response time', value: (p) => p.responseTime },
  { label: 'Removal guarantee', value: (p) => p.removalGuarantee, terms: (p) => p.removalTerms },
  { label: 'Damage repair', value: (p) => p.damageRepair },
  { label: 'Deductible', value: (p) => p.deductible },
  { label: 'Touch-ups', value: (p) => p.touchUps },
  { label: 'Refund on early removal', value: (p) => p.earlyRemovalRefund },
];

export const insuranceFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'What does wrap insurance cover?',
    answer:
      'Damage to the wrap film itself: scrapes, tears, lifting edges, fading before its rated life and vandalism such as keying or paint. Repairs are done in our Chicago shop with the same film and color as your original install.',
  },
  {
    question: 'How is the plan billed?',
    answer:
      'Monthly, per wrapped vehicle. A fleet of five vans on Gold is five Gold plans. You can change plan or cancel at the end of any month.',
  },
  {
    question: 'How fast do you respond to a claim?',
    answer:
      'Within the response time of your plan: 7-10 days on Silver, 72 hours on Gold and 24 hours on Platinum, counted from the moment we receive your photos.',
  },
  {
    question: 'What is the removal guarantee?',
    answer:
      "Silver covers one removal, up to $1,500, once the film reaches the end of its rated life. Gold covers the same and adds an early removal (a sold car or a returned lease, say) up to $750. On Platinum removal is free, early or at the end of the film's life.",
  },
  {
    question: 'Is there a deductible?',
    answer: 'Silver and Gold have a $50 deductible per claim. Platinum has none.',
  },
  {
    question: 'Can I add a plan to a wrap I already have?',
    answer:
      'Yes. Choose Purchase for Existing Wrap and we will inspect the vehicle first; wraps in good condition can be covered whoever installed them.',
  },
];
