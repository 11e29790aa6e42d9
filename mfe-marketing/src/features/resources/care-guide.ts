import { pagePaths } from 'shared-contracts/routes/route-table';

import { CARE_GUIDE_PDF, RESOURCES, type ResourceArticle } from './resource-article';

/** The vinyl wrap care guide: the page and the downloadable PDF are made from this one text. */
export const careGuide: ResourceArticle = {
  path: pagePaths.resourcesVinylWrapCareGuide,
  alsoAt: pagePaths.vinylWrapCareGuide,
  title: 'Vinyl Wrap Care Guide',
  eyebrow: 'Resources',
  lead: 'How to wash, protect and store a wrapped vehicle so it looks new for five years and more.',
  description:
    'Vinyl wrap care guide from Wrap Lab Chicago: the first week, washing, winter salt, what to avoid, and how to handle damage. Also as a PDF.',
  image: 'ceramic-beading-red',
  parent: RESOURCES,
  keywords: ['vinyl wrap care', 'how to wash a wrapped car', 'wrap maintenance', 'wrap care guide PDF'],
  sections: [
    {
      heading: 'The first week',
      paragraphs: [
        'The adhesive keeps bonding for about a week after installation. Keep the vehicle out of the car wash for 7 days, and park it in a garage or shade when you can.',
      ],
    },
    {
      heading: 'Washing',
      list: [
        'Hand wash every one to two weeks with a pH-neutral car shampoo and a soft microfiber mitt.',
        'Rinse from the top down, and dry with a clean microfiber towel or a blower.',
        'Touchless car washes are fine after the first week; avoid washes with brushes.',
        'Keep a pressure washer at least 12 inches away and never aim it at an edge or seam.',
      ],
    },
    {
      heading: 'Winter and road salt',
      paragraphs: [
        'Chicago salt is the main enemy of edges. In winter, rinse the lower panels and wheel arches weekly. Do not use an ice scraper on wrapped surfaces; use a de-icer spray on wrapped glass and mirrors instead.',
      ],
    },
    {
      heading: 'What to avoid',
      list: [
        'Wax with carnauba or petroleum distillates, and cutting compounds or polishes.',
        'Solvents, tar removers and fuel on the film; wipe fuel spills off right away.',
        'Leaving bird droppings, sap or bugs on the wrap: clean them within a day.',
      ],
    },
    {
      heading: 'Matte and satin finishes',
      paragraphs: ['Use products made for matte finishes, never polish or wax, and blot rather than rub when drying.'],
    },
    {
      heading: 'If something happens',
      paragraphs: [
        'A lifted edge, a tear or a scrape is easiest to fix early. Take a photo and call us at (773) 555-0148 or e-mail warranty@wraplabchicago.com. Our installation warranty covers lifting and film defects for five years.',
      ],
    },
  ],
  extras: ['careGuidePdf', 'promo'],
};

export const careGuidePdfPath = CARE_GUIDE_PDF;
