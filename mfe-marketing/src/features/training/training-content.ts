/** Training classes. The page shows each class's on-page price and the JSON-LD carries its structured-data price; the two differ on purpose. */
export interface TrainingCourse {
  title: string;
  price: string;
  structuredDataName: string;
  structuredDataPrice: number;
  description: string;
  features: readonly string[];
  bestFor: string;
  highlighted: boolean;
  buttonText: string;
}

/**
 * The spec's published class date. It has passed, so the page gives it as the date classes began and
 * never as the next class: later dates are set with each group, which the page says instead.
 */
export const CLASSES_SINCE_DATE = 'June 15, 2023';
export const NEXT_CLASS_TEXT = 'Set with each group of up to 6 students';
export const MAX_STUDENTS = 6;

export const trainingCourses: readonly TrainingCourse[] = [
  {
    title: '1-Day Wrap Basics',
    price: '$750',
    structuredDataName: '1-Day Basics Course',
    structuredDataPrice: 499.99,
    description:
      'A full day on the fundamentals: film types, surface prep, squeegee technique and clean cuts on flat and gently curved panels.',
    features: [
      'Film types and when to use each',
      'Surface prep and decontamination',
      'Squeegee and glassing technique',
      'Knifeless tape and safe cutting',
      'Practice hood and door panels',
    ],
    bestFor: 'Beginners and detailers adding wraps to their services',
    highlighted: false,
    buttonText: 'Reserve a Basics Seat',
  },
  {
    title: '3-Day Intermediate Course',
    price: '$1,200',
    structuredDataName: '3-Day Intermediate Course',
    structuredDataPrice: 1299.99,
    description:
      'Three days on bumpers, mirrors and recesses, with post-heating, inlays and relief cuts, finishing with a full door-to-door panel set.',
    features: [
      'Everything in Basics',
      'Bumpers, mirrors and deep recesses',
      "Post-heating to the film maker's spec",
      'Inlays, relief cuts and seams',
      'Wrapping a complete vehicle side',
    ],
    bestFor: 'Installers with some experience who want cleaner, faster work',
    highlighted: true,
    buttonText: 'Reserve an Intermediate Seat',
  },
  {
    title: '5-Day Master Class',
    price: '$1,800',
    structuredDataName: '5-Day Master Class',
    structuredDataPrice: 1999.99,
    description:
      'A complete vehicle from start to finish, plus color-change detail work, PPF basics and how to price, quote and run wrap jobs as a business.',
    features: [
      'Everything in Intermediate',
      'A full color-change wrap, start to finish',
      'Paint protection film basics',
      'Pricing, quoting and warranties',
      'Certificate of completion',
    ],
    bestFor: 'Shop owners and installers going professional',
    highlighted: false,
    buttonText: 'Reserve a Master Class Seat',
  },
];

export const trainingBenefits = [
  {
    title: 'Six students at most',
    text: `Never more than ${MAX_STUDENTS} students per class, so an instructor watches every cut.`,
  },
  {
    title: 'Real vehicles, real film',
    text: 'You practice on production vehicles with 3M and Avery Dennison film, not scrap panels.',
  },
  {
    title: 'Tools included',
    text: 'Squeegees, knives, knifeless tape and a heat gun are provided for class, and the starter kit is yours to keep.',
  },
  {
    title: '3 months of support',
    text: 'Send photos of your jobs for three months after class and an instructor answers within a business day.',
  },
];

export interface Instructor {
  name: string;
  title: string;
  experience: string;
  bio: string;
  image: string;
}

export const instructors: readonly Instructor[] = [
  {
    name: 'Luis Navarro',
    title: 'Lead Installer and Head Instructor',
    experience: '14 years wrapping',
    bio: 'Luis has wrapped everything from food trucks to supercars and leads our commercial fleet installs.',
    image: 'portrait-heat-gun',
  },
  {
    name: 'Kara Lindqvist',
    title: 'Color-Change and PPF Specialist',
    experience: '9 years wrapping',
    bio: 'Kara runs our color-change and paint protection film bay and teaches the detail work: edges, inlays and seams.',
    image: 'portrait-film-roll',
  },
];

export interface StudentTestimonial {
  name: string;
  business: string;
  testimonial: string;
  image: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const studentTestimonials: readonly StudentTestimonial[] = [
  {
    name: 'Andre W.',
    business: 'AW Mobile Detailing, Joliet',
    testimonial:
      'After the 3-day course I started offering partial wraps. My first roof and mirror job paid for the class.',
    image: 'partial-wrap-hood-roof',
    rating: 5,
  },
  {
    name: 'Megan T.',
    business: 'Signs & Lines, Milwaukee',
    testimonial: 'Small class, lots of time on real vans. The post-heating section alone fixed my lifting edges.',
    image: 'hvac-van-wrap',
    rating: 5,
  },
  {
    name: 'Chris P.',
    business: 'Independent installer, Gary',
    testimonial: 'The master class covers pricing and quoting too, which nobody else teaches. Worth every dollar.',
    image: 'satin-black-sports-car',
    rating: 4,
  },
];

export const trainingFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'Do I need experience to join?',
    answer:
      'Not for the 1-Day Basics. The Intermediate course assumes you have wrapped flat panels; the Master Class assumes you have finished at least a few partial wraps.',
  },
  {
    question: 'Can I pay in instalments?',
    answer:
      'Yes, on the 3-day and 5-day courses: a 50% deposit holds your seat and the balance is due before the first day of class.',
  },
  {
    question: 'What if I need to reschedule?',
    answer:
      'Rescheduling is free up to 14 days before the class starts. After that, moving to another date costs $100.',
  },
  {
    question: 'What support do I get after class?',
    answer:
      'Three months of post-training support: send photos or questions about your jobs and an instructor answers within one business day.',
  },
  {
    question: 'How many students are in a class?',
    answer: `At most ${MAX_STUDENTS}, so everyone gets hands-on time and direct feedback.`,
  },
];
