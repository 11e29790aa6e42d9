/** Facts about the business that more than one part of the site states. */
export const business = {
  name: 'Wrap Lab Chicago',
  legalName: 'Wrap Lab Chicago LLC',
  tagline: 'Vehicle wraps, ceramic coatings and paint protection film',
  foundingYear: 2010,
  phone: { display: '(773) 555-0148', href: 'tel:+17735550148', e164: '+17735550148' },
  email: 'info@wraplabchicago.com',
  warrantyEmail: 'warranty@wraplabchicago.com',
  address: {
    street: '4711 N. Lamon Ave',
    city: 'Chicago',
    region: 'IL',
    postalCode: '60630',
    country: 'US',
  },
  geo: { latitude: 41.9666, longitude: -87.7486 },
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=4711+N.+Lamon+Ave%2C+Chicago%2C+IL+60630',
  serviceStates: ['Illinois', 'Indiana', 'Michigan', 'Wisconsin'],
  serviceStateCodes: ['IL', 'IN', 'MI', 'WI'],
  serviceRadiusMiles: 50,
  priceRange: '$$',
  rating: { value: 4.9, best: 5, count: 87, heroText: '127+ reviews' },
  durabilityClaim: '5+ years',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/wraplabchicago' },
    { label: 'Instagram', href: 'https://www.instagram.com/wraplabchicago' },
    { label: 'YouTube', href: 'https://www.youtube.com/@wraplabchicago' },
  ],
  filmMakers: [
    { label: '3M Commercial Solutions', href: 'https://www.3m.com/3M/en_US/graphics-and-signage-us/' },
    { label: 'Avery Dennison Graphics', href: 'https://graphics.averydennison.com/' },
  ],
} as const;

export const formattedAddress = `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`;

/**
 * Opening hours. The spec gives three Saturday readings and all three stand, each where it is said:
 * the chat, the contact details, and the structured data of region pages. They fit one Saturday:
 * the install bays work 9-3 (chat, region pages) and the front desk stays open until 4 for pick-ups
 * (contact details); `saturdayNote` says so wherever a reading is shown to a visitor.
 */
export const openingHours = {
  weekdays: { days: 'Monday - Friday', opens: '08:00', closes: '18:00', text: '8:00 AM - 6:00 PM' },
  saturday: {
    chat: { opens: '09:00', closes: '15:00', text: '9am-3pm' },
    contact: { opens: '09:00', closes: '16:00', text: '9:00 AM - 4:00 PM' },
    regionStructuredData: { opens: '09:00', closes: '15:00' },
  },
  sunday: { text: 'Closed' },
} as const;

/** How the Saturday readings fit together, in the words of the page that shows one of them. */
export const saturdayNote = {
  contact: 'Saturday installs end at 3:00 PM; the front desk stays open until 4:00 PM for pick-ups.',
  chat: 'On Saturday the front desk stays open until 4:00 PM for pick-ups.',
} as const;

export const siteOriginDefault = 'https://www.wraplabchicago.com';
