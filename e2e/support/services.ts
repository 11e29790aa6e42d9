/** The eight service pages: slug and heading, in the order the services index lists them. */
export const services: [string, string][] = [
  ['vehicle-wraps', 'Vehicle Wraps'],
  ['commercial-fleet-wraps', 'Commercial Fleet Wraps'],
  ['ceramic-coatings', 'Ceramic Coatings'],
  ['paint-protection-film', 'Paint Protection Film'],
  ['color-change-wraps', 'Color Change Wraps'],
  ['fleet-graphics', 'Fleet Graphics'],
  ['vehicle-graphics', 'Vehicle Graphics'],
  ['partial-wraps', 'Partial Wraps'],
];
