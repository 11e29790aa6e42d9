/** Discounts for a check-in, review or post about the shop: the channel, the percent off and how to claim it. */
export const socialDiscounts = [
  {
    channel: 'Facebook check-in',
    percent: 10,
    how: 'Check in at the shop on Facebook during your visit and show us the post.',
  },
  { channel: 'Instagram post', percent: 15, how: 'Post your finished vehicle on Instagram and tag @wraplabchicago.' },
  { channel: 'Shared photos', percent: 10, how: 'Send us photos of your wrap in the wild that we may share.' },
] as const;

export const socialDiscountTerms = [
  'Applies to your next service or purchase.',
  'Discounts cannot be combined.',
  'Must be claimed within 90 days.',
] as const;
