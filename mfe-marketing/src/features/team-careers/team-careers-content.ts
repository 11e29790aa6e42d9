import { pagePaths } from 'shared-contracts/routes/route-table';

/** The team page and the careers page share one template, each at two paths. */
export const teamMembers = [
  {
    name: 'Tomasz Nowak',
    role: 'Founder & Owner',
    image: 'portrait-squeegee',
    bio: 'Started Wrap Lab in 2010 with one van and a heat gun; still signs off on every fleet layout.',
  },
  {
    name: 'Luis Navarro',
    role: 'Lead Installer',
    image: 'portrait-heat-gun',
    bio: '14 years of wrapping, 3M certified, and head instructor of our training classes.',
  },
  {
    name: 'Kara Lindqvist',
    role: 'Color-Change & PPF Specialist',
    image: 'portrait-film-roll',
    bio: 'Runs the color-change and paint protection film bay; known for invisible seams.',
  },
  {
    name: 'Marco Ruiz',
    role: 'Design Lead',
    image: 'portrait-tablet',
    bio: 'Turns logos into fleet layouts that read at highway speed, and color-matches every print.',
  },
  {
    name: 'Dana Kim',
    role: 'Fleet Accounts Manager',
    image: 'portrait-clipboard',
    bio: 'Plans fleet roll-outs around your schedule so no van is off the road on a workday.',
  },
] as const;

export interface JobOpening {
  title: string;
  requirements: readonly string[];
  status: 'Full-time';
  location: string;
}

export const jobOpenings: readonly JobOpening[] = [
  {
    title: 'Experienced Vehicle Wrap Installer',
    requirements: [
      '3+ years installing cast vinyl on vehicles',
      'Comfortable with full color changes and commercial fleets',
      "Valid driver's license",
      '3M or Avery certification a plus',
    ],
    status: 'Full-time',
    location: 'Chicago, IL (4711 N. Lamon Ave)',
  },
  {
    title: 'Graphic Designer, Vehicle Graphics',
    requirements: [
      'Portfolio of print work; vehicle or signage experience a plus',
      'Adobe Illustrator and Photoshop',
      'Preparing files for large-format print',
      'Clear communication with business owners',
    ],
    status: 'Full-time',
    location: 'Chicago, IL (4711 N. Lamon Ave)',
  },
  {
    title: 'Apprentice Installer',
    requirements: [
      'No wrap experience needed: we train you',
      'Steady hands and attention to detail',
      'Reliable and on time',
      'Able to lift 50 lb rolls of film',
    ],
    status: 'Full-time',
    location: 'Chicago, IL (4711 N. Lamon Ave)',
  },
];

export const applicationSteps = [
  { title: 'Apply', text: 'Send your application and resume for the opening that fits you.' },
  { title: 'Phone call', text: 'A 15-minute call with our shop manager about your experience and goals.' },
  { title: 'Portfolio review', text: 'Installers and designers walk us through photos or files of past work.' },
  { title: 'Shop visit', text: 'Meet the team at the shop and see the work in progress.' },
  { title: 'Skills day', text: 'A paid half day in the shop: wrap a panel or prepare a print file with us.' },
  { title: 'Offer', text: 'We decide within a week and send a written offer with pay and start date.' },
] as const;

export type TeamCareersVariant = 'team' | 'careers';

/** Where each variant links (the screens' own paths; the router reading lives under /about). */
export const relatedLinks: Record<TeamCareersVariant, readonly { to: string; label: string }[]> = {
  team: [
    { to: pagePaths.about, label: 'About Wrap Lab' },
    { to: pagePaths.careers, label: 'Careers' },
    { to: pagePaths.testimonials, label: 'Testimonials' },
  ],
  careers: [
    { to: pagePaths.ourTeam, label: 'Meet the Team' },
    { to: pagePaths.about, label: 'About Wrap Lab' },
    { to: pagePaths.testimonials, label: 'Testimonials' },
  ],
};
