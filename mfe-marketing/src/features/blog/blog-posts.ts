/** The knowledge center: posts with their article text, and the five categories a post belongs to. */
export const blogCategories = [
  {
    slug: 'vehicle-wraps',
    name: 'Vehicle Wraps',
    description: 'Films, finishes, durability and what a wrap really costs.',
  },
  {
    slug: 'ceramic-coating',
    name: 'Ceramic Coating',
    description: 'How coatings protect paint, and how to keep them working.',
  },
  {
    slug: 'paint-protection',
    name: 'Paint Protection',
    description: 'Paint protection film: where it goes and what it stops.',
  },
  {
    slug: 'business-tips',
    name: 'Business Tips',
    description: 'Fleet graphics that bring in calls, and how to budget for them.',
  },
  {
    slug: 'design-trends',
    name: 'Design Trends',
    description: 'Colors, finishes and layouts we are wrapping this year.',
  },
] as const;

export type BlogCategorySlug = (typeof blogCategories)[number]['slug'];

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  date: string;
  readTime: string;
  category: BlogCategorySlug;
  body: readonly { heading?: string; paragraphs: readonly string[] }[];
}

export const blogPosts: readonly BlogPost[] = [
  {
    id: 'how-long-does-a-vehicle-wrap-last',
    title: 'How Long Does a Vehicle Wrap Last in a Chicago Climate?',
    excerpt:
      'Road salt, lake wind and summer sun: what they do to vinyl, and the care that gets a wrap past five years.',
    image: 'plumbing-van-wrap',
    author: 'Luis Navarro',
    date: '2026-10-06',
    readTime: '6 min read',
    category: 'vehicle-wraps',
    body: [
      {
        paragraphs: [
          'A professionally installed cast vinyl wrap lasts five years or more on a vehicle that is washed regularly. In Chicago the biggest threats are not the cold itself but what comes with it: road salt that sits in seams, and ice scrapers used on wrapped glass and mirrors.',
        ],
      },
      {
        heading: 'Where wraps wear first',
        paragraphs: [
          'Horizontal surfaces such as the hood, roof and trunk take the most sun, so they fade first. Edges around wheel arches and door bottoms collect salt and grit. A good install wraps edges around panels and post-heats them so they stay down through freeze and thaw.',
        ],
      },
      {
        heading: 'Care that adds years',
        paragraphs: [
          'Hand wash every two weeks in winter to get salt off, avoid brush car washes, and never aim a pressure washer at an edge. Park in shade or a garage when you can. A ceramic coating made for vinyl makes washing easier and adds UV protection.',
          'Our wraps carry a five-year warranty on installation and film defects, so if an edge lifts, we fix it.',
        ],
      },
    ],
  },
  {
    id: 'ceramic-coating-vs-wax',
    title: 'Ceramic Coating vs. Wax: What Actually Protects Your Paint',
    excerpt:
      'Wax lasts weeks; a professional coating lasts years. Here is what each one does and when a coating is worth it.',
    image: 'ceramic-beading',
    author: 'Kara Lindqvist',
    date: '2026-09-15',
    readTime: '5 min read',
    category: 'ceramic-coating',
    body: [
      {
        paragraphs: [
          'Wax sits on top of the paint and washes away in a few weeks. A ceramic coating bonds to the clear coat and forms a hard, slick layer that lasts up to five years with proper care.',
        ],
      },
      {
        heading: 'What a coating does',
        paragraphs: [
          'It makes water bead and sheet off, so dirt and salt have less to hold on to. It resists UV fading and chemical stains like bird droppings and tree sap, and it keeps a deep gloss without regular waxing.',
        ],
      },
      {
        heading: 'What it does not do',
        paragraphs: [
          'A coating is not armor. It will not stop rock chips or deep scratches; for that you want paint protection film on the front of the car, with a coating over the top.',
          'Preparation is most of the job: we wash, decontaminate and polish the paint before coating, because the coating locks in whatever is underneath.',
        ],
      },
    ],
  },
  {
    id: 'where-to-put-paint-protection-film',
    title: 'Where to Put Paint Protection Film on a New Car',
    excerpt: 'Full front, track pack or the whole car: how to choose PPF coverage for the way you drive.',
    image: 'front-ppf-sedan',
    author: 'Kara Lindqvist',
    date: '2026-08-25',
    readTime: '4 min read',
    category: 'paint-protection',
    body: [
      {
        paragraphs: [
          'Paint protection film is a clear, self-healing urethane film that takes the rock chips and scuffs your paint would otherwise take. The question is how much of the car to cover.',
        ],
      },
      {
        heading: 'Full front',
        paragraphs: [
          'Bumper, full hood, fenders and mirrors. It covers the areas that face the road and is what most daily drivers on the Kennedy and I-90 choose.',
        ],
      },
      {
        heading: 'Track pack and full body',
        paragraphs: [
          'A track pack adds rocker panels and the area behind the rear wheels, where tires throw debris. Full-body film protects every painted panel and suits new luxury and sports cars you plan to keep.',
          'Light scratches in the film disappear with heat from the sun or warm water, and the film can be removed cleanly years later.',
        ],
      },
    ],
  },
  {
    id: 'fleet-wraps-that-bring-in-calls',
    title: 'Fleet Wraps That Bring In Calls: A Checklist for Contractors',
    excerpt: 'Plumbers, HVAC companies and landscapers: the five things every work-van wrap needs to earn its keep.',
    image: 'fleet-vans',
    author: 'Dana Kim',
    date: '2026-07-14',
    readTime: '5 min read',
    category: 'business-tips',
    body: [
      {
        paragraphs: [
          'A wrapped van is seen thousands of times a day in traffic and in driveways. Most of that value is lost if a driver cannot tell in three seconds what you do and how to call you.',
        ],
      },
      {
        heading: 'The checklist',
        paragraphs: [
          'One clear service line ("Plumbing & Drain", not a list of twelve services). A phone number big enough to read from the next lane. Your logo where it is not cut by a door handle. The same layout on every vehicle, so the fleet looks like one company. Contrast that works at night.',
          'Partial wraps with strong graphics can do all of this for less than a full wrap, and commercial wraps typically pay for themselves in new calls within the first year.',
        ],
      },
    ],
  },
  {
    id: 'color-change-trends',
    title: 'Color-Change Trends We Are Wrapping This Year',
    excerpt: 'Satin black is still here, but Nardo Grey, color-shift films and deep greens are taking over the shop.',
    image: 'color-shift-sedan',
    author: 'Marco Ruiz',
    date: '2026-06-02',
    readTime: '3 min read',
    category: 'design-trends',
    body: [
      {
        paragraphs: [
          'Color-change wraps let you try a finish no factory offers, and take it off again when you sell. These are the looks our customers asked for most this year.',
        ],
      },
      {
        heading: 'What is popular',
        paragraphs: [
          'Nardo and cement greys in gloss and satin. Color-shift films that move from purple to teal in the sun. Matte military green on SUVs and trucks. Satin black with gloss black trim for a quiet, expensive look. Electric blue on sports cars.',
          'Bring your car by and we will hold real film samples against it in daylight before you decide.',
        ],
      },
    ],
  },
  {
    id: 'wrap-cost-guide',
    title: 'What Does a Vehicle Wrap Cost? A Straight Answer',
    excerpt: 'Full wraps, partial wraps and fleet pricing, and the factors that move the price up or down.',
    image: 'box-truck-bakery',
    author: 'Dana Kim',
    date: '2026-05-11',
    readTime: '5 min read',
    category: 'vehicle-wraps',
    body: [
      {
        paragraphs: [
          'Full wraps usually run $2,500 to $6,000, and partial wraps start around $1,000. Where your vehicle lands depends on its size, the film you choose and how complex the design is.',
        ],
      },
      {
        heading: 'What moves the price',
        paragraphs: [
          'Size and shape: a compact sedan uses far less film than a high-roof van, and deep recesses take more labor. Film: specialty finishes such as chrome and color-shift cost more than standard gloss. Design: printed graphics need design and print time; a solid color change does not.',
          'Fleets get volume pricing, and we give every quote in writing with no surprises. Estimates stay valid for 30 days.',
        ],
      },
    ],
  },
];

export const categoryName = (slug: string) => blogCategories.find((c) => c.slug === slug)?.name;

export const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
