/** How the site words a distance: the shop's own city is "Our home base". */
export function milesLabel(distance: number): string {
  if (distance === 0) return 'Our home base';
  return `${distance} ${distance === 1 ? 'mile' : 'miles'} from Chicago`;
}

export const formatPopulation = (population: number) => population.toLocaleString('en-US');

/**
 * Rough door-to-door drive from the shop: roads run about a third longer than the straight line,
 * at city speeds close in and highway speeds further out.
 */
export function driveTime(distance: number): string {
  if (distance === 0) return 'no drive at all';
  const roadMiles = distance * 1.3;
  const mph = distance < 15 ? 24 : distance < 40 ? 38 : 55;
  const minutes = Math.max(10, Math.round(((roadMiles / mph) * 60) / 5) * 5);
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}${rest ? ` ${rest} minutes` : ''}`;
}
