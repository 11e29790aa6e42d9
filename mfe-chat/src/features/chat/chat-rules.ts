import { saturdayNote } from 'shared-contracts/business/business';
import { serviceArea } from 'shared-contracts/business/service-area';
import { serviceHref } from 'shared-contracts/business/services';
import { pagePaths } from 'shared-contracts/routes/route-table';

/**
 * What the assistant answers, as data: the business edits the words here, not the code.
 *
 * Rules are tried from top to bottom and the first whose keyword appears in the visitor's message
 * answers, so a specific topic ("ceramic coating price") sits above the general one ("price").
 * A keyword matches a whole word or phrase, case-insensitively; a trailing `*` makes it a word stem
 * (`schedul*` matches "schedule" and "scheduling").
 *
 * Answers may use these placeholders, filled in for the page the visitor is on:
 * {town} the town of the chat's location, {place} what the greeting names ("Evanston, IL", "Illinois"),
 * {phone}, {email}, {address}, {weekdayHours}, {saturdayHours}, {nearbyTowns} (a sentence, see nearbyPhrases).
 */

export type RuleAction = 'schedule';

export interface ChatLink {
  label: string;
  to: string;
}

export interface ChatRule {
  id: string;
  keywords: readonly string[];
  answer: string;
  /** A page that says more, shown under the answer. */
  link?: ChatLink;
  /** Something the chat does after answering. */
  action?: RuleAction;
}

export const chatRules: readonly ChatRule[] = [
  {
    id: 'schedule',
    keywords: ['schedul*', 'appointment*', 'book', 'booking*', 'consult*', 'meet*'],
    answer:
      "I'd be glad to set up a consultation with our team for you in {town}. Pick a weekday and a time that suit you in the scheduler.",
    action: 'schedule',
  },
  {
    id: 'insurance',
    keywords: ['insur*'],
    answer:
      'Our wrap insurance plans cover damage repair and removal for a monthly fee per wrapped vehicle: Silver $14.99, Gold $29.99 and Platinum $49.99, with response times from 7-10 days down to 24 hours.',
    link: { label: 'Compare the insurance plans', to: pagePaths.wrapInsurance },
  },
  {
    id: 'training',
    keywords: ['train*', 'class', 'classes', 'course*', 'learn*', 'certification'],
    answer:
      'We teach installers hands-on in small classes of up to 6 students: a 1-day course ($750), a 3-day course ($1,200, the most popular) and a 5-day course ($1,800), each with 3 months of support afterwards.',
    link: { label: 'See the training classes', to: pagePaths.trainingClasses },
  },
  {
    id: 'print-ship',
    keywords: ['print*', 'ship', 'shipping', 'shipped', 'diy', 'nationwide', 'myself', 'out of state'],
    answer:
      'With Print & Ship we design and print your wrap in Chicago and ship it anywhere in the United States. Production takes 5-10 business days after you approve the design, standard shipping 3-5 business days, and we support your own install remotely.',
    link: { label: 'Learn about Print & Ship', to: pagePaths.printShip },
  },
  {
    id: 'ceramic-coating',
    keywords: ['ceramic*', 'coating*'],
    answer:
      'Our ceramic coatings protect your paint for up to 5 years with a deep gloss that sheds water and dirt. Applying one takes 2-3 days, and the 5-year warranty asks for an inspection once a year.',
    link: { label: 'About ceramic coatings', to: serviceHref('ceramic-coatings') },
  },
  {
    id: 'paint-protection-film',
    keywords: [
      'ppf',
      'paint protection*',
      'clear bra',
      'protection film',
      'film',
      'rock chip*',
      'stone chip*',
      'chips',
    ],
    answer:
      'Paint protection film is a clear, self-healing layer that stops rock chips, scratches and bug etching. It lasts 7-10 years, and its 5-year warranty can be transferred once if you sell the vehicle. We can cover the whole car or only the high-impact areas.',
    link: { label: 'About paint protection film', to: serviceHref('paint-protection-film') },
  },
  {
    id: 'color-change',
    keywords: ['color*', 'colour*', 'matte', 'satin', 'chrome', 'metallic'],
    answer:
      'A color change wrap gives your vehicle a new gloss, satin, matte or metallic finish and protects the paint underneath. Most run about $3,000-$6,000 and take 3-5 business days; the film comes off cleanly when you want your original color back.',
    link: { label: 'About color change wraps', to: serviceHref('color-change-wraps') },
  },
  {
    id: 'fleet',
    keywords: ['fleet*', 'commercial', 'van', 'vans', 'truck*', 'trailer*', 'box truck*'],
    answer:
      'We wrap fleets of every size, from one van to dozens of trucks, with the same branding on every vehicle. Commercial fleet wraps usually run about $2,500-$5,000 per vehicle, and we plan installs around your routes so your vehicles stay on the road.',
    link: { label: 'About commercial fleet wraps', to: serviceHref('commercial-fleet-wraps') },
  },
  {
    id: 'hours',
    keywords: [
      'hours',
      'open',
      'opening',
      'close',
      'closed',
      'closing',
      'saturday*',
      'sunday*',
      'weekend*',
      'when are you',
    ],
    answer: `We're open Monday to Friday {weekdayHours} and Saturday {saturdayHours}. ${saturdayNote.chat} We're closed on Sunday.`,
  },
  {
    id: 'contact',
    keywords: [
      'contact*',
      'phone',
      'call',
      'email',
      'e-mail',
      'address',
      'located',
      'where are you',
      'where is',
      'reach',
      'talk to',
      'speak',
    ],
    answer: 'Call us at {phone}, e-mail {email}, or visit the shop at {address}.',
    link: { label: 'Send us a message', to: pagePaths.contact },
  },
  {
    id: 'shop',
    keywords: ['shop', 'shopping', 'store', 'buy', 'purchase', 'merch*', 'product*', 'vinyl roll*', 'supplies'],
    answer:
      'Our online shop sells wrap films, protection products, design services and Wrap Lab merchandise, and its calculator tells you how much material your vehicle needs.',
    link: { label: 'Visit the shop', to: pagePaths.shop },
  },
  {
    id: 'price',
    keywords: [
      'price*',
      'pricing',
      'cost*',
      'how much',
      'quote*',
      'estimate*',
      'budget',
      'expensive',
      'cheap*',
      'afford*',
    ],
    answer:
      'Full vehicle wraps usually cost about $2,500-$6,000, depending on the size of the vehicle and the film. Partial wraps start from about $1,000. Send us a few details for an exact, free quote.',
    link: { label: 'Get a free quote', to: pagePaths.contact },
  },
  {
    id: 'warranty',
    keywords: ['warrant*', 'guarantee*', 'last', 'lasts', 'durab*', 'peel*', 'fade*', 'claim*'],
    answer:
      'Our wraps come with a 5-year warranty, and so do our ceramic coatings and paint protection film (color change wraps: 3 years). A well-kept wrap lasts 5-7 years.',
    link: { label: 'Read the warranty', to: pagePaths.warrantyInformation },
  },
  {
    id: 'installation-time',
    keywords: ['how long', 'install*', 'take', 'takes', 'turnaround', 'days', 'ready', 'drop off', 'quick*', 'fast*'],
    answer:
      'A full wrap takes 3-5 business days, a partial wrap 1-2 days and a ceramic coating 2-3 days. Please wait 72 hours before the first wash.',
  },
  {
    id: 'service-area',
    keywords: [
      'area*',
      'serve',
      'serving',
      'near*',
      'town*',
      'city',
      'cities',
      'travel*',
      'come to',
      'mobile',
      'far',
      'miles',
      'location*',
      'cover',
      'suburb*',
      'illinois',
      'indiana',
      'michigan',
      'wisconsin',
    ],
    answer: `We serve {town} and drivers across ${serviceArea.states} from our Chicago shop, most of our customers within ${serviceArea.radiusMiles} miles of it. ${serviceArea.printShip} {nearbyTowns}`,
    link: { label: 'See all our locations', to: pagePaths.locations },
  },
  {
    id: 'hello',
    keywords: ['hi', 'hello', 'hey', 'thanks', 'thank*', 'good morning', 'good afternoon'],
    answer:
      'You\'re welcome to ask me anything about wraps, ceramic coating or paint protection film. Type "schedule" whenever you\'d like a consultation.',
  },
];

/** When no rule matches. */
export const defaultRule: ChatRule = {
  id: 'default',
  keywords: [],
  answer:
    "I don't have an answer for that one yet. I can tell you about prices, installation times, warranties, ceramic coating, paint protection film, color changes, fleets, our hours and the towns we serve. For anything else, call {phone} or send us a message.",
  link: { label: 'Contact us', to: pagePaths.contact },
};

/** The {nearbyTowns} sentence: with the towns found, or when there are none to name. */
export const nearbyPhrases = {
  some: 'Within 30 miles of {town} we also serve {towns}.',
  none: "Wherever you are around {town}, ask for a quote and we'll tell you how we can reach you.",
} as const;

/** What the bot says when the visitor closes the scheduler without booking. */
export const schedulerCancelledAnswer =
  'No problem. You can schedule a consultation later: just ask me to "schedule" whenever it suits you.';

/** The bot's confirmation once a consultation is booked. {date} and {time} come from the scheduler. */
export const bookingConfirmedAnswer =
  'Your consultation is scheduled for {date} at {time} at our {town} location. Our team will contact you shortly to confirm.';

/**
 * The bot's first words when the conversation is empty. {assistant} is the assistant's name, {place}
 * the town and state on town pages, the state on region pages and Chicago elsewhere.
 */
export const greetings = {
  town: 'Hi, I\'m {assistant} from Wrap Lab Chicago. Looking for vehicle wraps in {place}? Ask me about prices, installation times, warranties and coatings, or type "schedule" to book a consultation.',
  region:
    'Hi, I\'m {assistant} from Wrap Lab Chicago. We wrap, coat and protect vehicles all across {place}. Ask me about prices, installation times, warranties and coatings, or type "schedule" to book a consultation.',
  home: 'Hi, I\'m {assistant} from Wrap Lab Chicago. Looking for vehicle wraps in {place}? Ask me about prices, installation times, warranties and coatings, or type "schedule" to book a consultation.',
} as const;
