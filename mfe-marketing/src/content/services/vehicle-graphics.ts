import type { ServiceContent } from './service-types';

export const vehicleGraphics: ServiceContent = {
  slug: 'vehicle-graphics',
  title: 'Vehicle Graphics',
  description:
    'Custom decals, stripes, door logos and window graphics for a single vehicle: a sharp, affordable way to brand or personalize what you drive.',
  longDescription: [
    "Vehicle graphics sit between a blank vehicle and a full wrap. Racing stripes, a bold door logo, a rear-window promotion, perforated window film that you can see out of, or a realtor's name and phone number on an SUV: each is designed for your vehicle and cut or printed in-house.",
    'Our designers start with your logo or idea, mock it up on a photo of your vehicle, and adjust size and placement until it reads well from a distance. We print on cast vinyl with a UV laminate, or cut from solid-color films for crisp lettering and stripes.',
    'Most graphics install in a day or less. They last 5-7 years, are covered by our 5-year warranty, and remove cleanly when you trade the vehicle in.',
  ],
  hero: 'racing-stripe-suv',
  images: [
    'real-estate-suv',
    'racing-stripe-suv',
    'landscaping-pickup',
    'partial-wrap-van-graphics',
    'food-truck-wrap',
    'large-format-printer',
  ],
  benefits: [
    {
      title: 'Designed for your vehicle',
      description: 'Mock-ups on a photo of your own car or truck before anything is printed.',
    },
    {
      title: 'Stripes, logos and lettering',
      description: 'From twin racing stripes to a door logo and phone number, cut or printed in-house.',
    },
    {
      title: 'Perforated window film',
      description: 'Full-color rear-window graphics that you can still see through from inside.',
    },
    { title: 'Quick turnaround', description: 'Most graphics are designed in days and installed in a day or less.' },
    { title: 'Clean removal', description: 'Graphics peel off without damaging paint when you sell or trade in.' },
    { title: 'Covered for 5 years', description: 'Our 5-year warranty covers lifting and peeling from installation.' },
  ],
  faqs: [
    {
      question: 'How much do vehicle graphics cost?',
      answer:
        'Simple door logos and lettering start at a few hundred dollars. Graphics that grow into a partial wrap start from $1,200, and still cost 40-60% less than a full wrap.',
    },
    {
      question: 'Can I see the design on my vehicle first?',
      answer:
        'Yes. We mock the graphics up on a photo of your vehicle and send a proof; nothing is printed until you approve it.',
    },
    {
      question: 'Can you put graphics on windows?',
      answer:
        'Yes. We use perforated window film that shows a full-color image from outside while you can still see out from inside.',
    },
    {
      question: 'How long do vehicle graphics last?',
      answer: 'Cast vinyl graphics last 5-7 years. Wait 72 hours before the first wash after installation.',
    },
  ],
  keywords: ['vehicle graphics Chicago', 'car decals', 'racing stripes', 'window graphics', 'door logos'],
  priceRange: { low: 300, high: 3000 },
  highlights: ['Mock-up on your own vehicle', 'Installed in a day or less', '5-year warranty'],
  closing: 'See your graphics on your own vehicle first',
};
