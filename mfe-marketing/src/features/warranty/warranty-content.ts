import { business } from 'shared-contracts/business/business';

export interface WarrantySection {
  title: string;
  summary: string;
  points: readonly string[];
}

/** The four warranty sections, in the order the page shows them. */
export const warrantySections: readonly WarrantySection[] = [
  {
    title: 'Vehicle Wraps Warranty',
    summary:
      'Printed and commercial wraps, fleet and vehicle graphics and partial wraps are covered for 5 years. Color change wraps are covered for 3 years.',
    points: [
      'Covers lifting, bubbling, peeling and edge failure caused by the film or our installation.',
      'Covers fading or cracking of the printed image beyond normal weathering for the film used.',
      'Color change wraps: 3 years on film and installation.',
      'Not covered: damage from accidents, pressure-washing the edges, automatic brush washes, solvents, or repaints under the film.',
      'Wait 72 hours before the first wash so the adhesive can bond.',
    ],
  },
  {
    title: 'Ceramic Coating Warranty',
    summary:
      'Every ceramic coating we apply is covered for 5 years, provided the vehicle comes in for its annual inspection and top-up.',
    points: [
      'Covers loss of gloss and water beading, and coating failure on the coated surfaces.',
      'An annual inspection is required: a short visit where we check the coating and top up any worn areas.',
      'Coatings last 2-5+ years depending on the tier and care. An entry coating is rated around 2 years on its own; the yearly top-up keeps it covered for the full 5.',
      'Not covered: scratches, rock chips, etching left untreated, or damage from abrasive washing.',
    ],
  },
  {
    title: 'Paint Protection Film Warranty',
    summary:
      'Paint protection film is covered for 5 years against yellowing, cracking, bubbling and peeling, and the warranty can be transferred once.',
    points: [
      'Covers yellowing, cracking, staining, bubbling and delamination of the film.',
      "Transferable once to a new owner of the vehicle: contact us with the new owner's details.",
      'Quality film lasts 7-10 years; the warranty covers the first 5.',
      'Not covered: punctures from impacts the film absorbed, accident damage, or removal by anyone else.',
    ],
  },
  {
    title: 'How to File a Warranty Claim',
    summary: `E-mail ${business.warrantyEmail} or call ${business.phone.display}. Most claims are inspected within a week.`,
    points: [
      `Send photos of the problem area, your name, vehicle and the date of installation to ${business.warrantyEmail}.`,
      `Or call us at ${business.phone.display}, Monday to Friday, 8:00 AM - 6:00 PM.`,
      'We book an inspection at our shop at 4711 N. Lamon Ave, Chicago.',
      'Covered repairs are made at no charge for parts or labor, usually in one visit.',
    ],
  },
];
