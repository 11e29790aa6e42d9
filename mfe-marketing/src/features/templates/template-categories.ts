import type { MediaId } from 'shared-contracts/media/catalog';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';

/** One vehicle outline of the design template library. */
export interface DesignTemplate {
  vehicle: string;
  /** What this outline shows beyond the views every template has. */
  marked: readonly string[];
}

/** A category of the library, with its own page at `/templates/{slug}`. */
export interface TemplateCategory {
  slug: string;
  name: string;
  /** The page's lead and meta description. */
  summary: string;
  image: MediaId;
  /** What these vehicles are used for and where their artwork goes. */
  uses: string;
  /** What to keep clear of when designing on these outlines. */
  designTip: string;
  templates: readonly DesignTemplate[];
}

export const templatesPath = (category: Pick<TemplateCategory, 'slug'>) =>
  pathTo(pagePaths.templateCategory, category.slug);

/** What every outline in the library includes, whatever the vehicle. */
export const everyTemplateIncludes = [
  'Driver side, passenger side, front, rear and roof views, drawn to scale',
  'Door and panel seams, handles, lights, fuel doors and body lines where the film has to be cut or relieved',
  'No-print zones marked: windows that must stay clear, rubber seals, sensors and badges',
  'A bleed guide of 3 inches around every panel, so the printed film covers the panel edge after trimming',
  'Layered Adobe Illustrator (AI) and PDF files, with the artwork, the outline and the notes on separate layers',
] as const;

/** How a template reaches a designer today: by request through the contact form; the Download buttons do not act. */
export const howToRequest = [
  'Press Request this template, or e-mail info@wraplabchicago.com with the year, make and model, wheelbase and roof height of your vehicle.',
  'A designer sends the outline the same business day, checked against that exact vehicle.',
  'Send your finished artwork back and we proof it on the outline before anything is printed, whether we install it or ship it through Print & Ship.',
] as const;

export const templateCategories: readonly TemplateCategory[] = [
  {
    slug: 'commercial-vans',
    name: 'Commercial Vans',
    summary:
      'To-scale wrap outlines for full-size cargo vans: Ford Transit, Ram ProMaster and Mercedes-Benz Sprinter, for fleet liveries and lettering.',
    image: 'fleet-vans',
    uses: 'Vans are the rolling billboards of most fleets: the long, flat sides carry the name, the services and the phone number, and the rear doors are read in traffic.',
    designTip:
      'Keep phone numbers and logos off the sliding-door track and the rear door split, and away from the ribbed sections low on the sides, where letters break up.',
    templates: [
      {
        vehicle: 'Ford Transit, high roof',
        marked: ['Sliding door and its track', 'Rear door split and hinges', 'Roof ribs above the side windows'],
      },
      {
        vehicle: 'Ram ProMaster 2500',
        marked: ['Sliding door and its track', 'Rear door split', 'Flat side panels between the wheel arches'],
      },
      {
        vehicle: 'Mercedes-Benz Sprinter 170',
        marked: ['Extended rear overhang', 'Sliding door and its track', 'Rear door split and bumper step'],
      },
    ],
  },
  {
    slug: 'trucks',
    name: 'Trucks',
    summary:
      'Wrap outlines for pickups and box trucks: Ford F-150 SuperCrew, Isuzu NPR 16 ft box truck and Chevrolet Silverado 2500.',
    image: 'box-truck-bakery',
    uses: 'Pickups carry lettering and partial wraps on doors, fenders and the tailgate; box trucks give the largest flat print area of any vehicle we wrap.',
    designTip:
      "On a box truck, design each side as one panel across the box and keep text clear of the rivet lines and the roll-up door's joints.",
    templates: [
      {
        vehicle: 'Ford F-150 SuperCrew',
        marked: ['Four doors and the bed sides', 'Tailgate with handle and badge', 'Fender flares and wheel arches'],
      },
      {
        vehicle: 'Isuzu NPR 16 ft box truck',
        marked: [
          'Box sides as single panels with rivet lines',
          'Roll-up rear door joints',
          'Cab doors and the cab-over front',
        ],
      },
      {
        vehicle: 'Chevrolet Silverado 2500',
        marked: ['Doors and bed sides', 'Tailgate with handle and badge', 'Hood and front fenders for spot graphics'],
      },
    ],
  },
  {
    slug: 'specialty',
    name: 'Specialty',
    summary:
      'Wrap outlines for food trucks, enclosed cargo trailers, golf carts and utility vehicles: the shapes no stock template covers.',
    image: 'product-design',
    uses: 'Specialty vehicles are built or fitted out one by one, so we measure yours before printing: the outline is the starting point for the layout, not the final size.',
    designTip:
      'Plan the menu, the brand and the contact details around serving windows, vents, doors and fenders, which change from one build to the next.',
    templates: [
      {
        vehicle: 'Food truck, 18 ft',
        marked: [
          'Serving window and awning',
          'Generator door, vents and propane access',
          'Menu board area beside the window',
        ],
      },
      {
        vehicle: 'Enclosed cargo trailer',
        marked: ['Ramp or barn rear doors', 'Side door and fenders', 'Rounded front nose, printed as its own panel'],
      },
      {
        vehicle: 'Golf cart and utility vehicle',
        marked: ['Front cowl and rear body', 'Roof canopy edges', 'Seat back and cargo bed panels'],
      },
    ],
  },
];

export const findTemplateCategory = (slug: string) => templateCategories.find((category) => category.slug === slug);
