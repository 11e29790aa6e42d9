import { business } from 'shared-contracts/business/business';
import { customers } from 'shared-contracts/business/customers';
import { regionLinks, stateNameOf } from 'shared-contracts/business/regions';
import type { ServiceSlug } from 'shared-contracts/business/services';
import type { Town, TownLookup } from 'shared-contracts/towns/town-lookup';

import { directionFromShop, routeToShop } from '../../towns/direction';
import { milesApart } from '../../towns/distance';
import { driveTime } from '../../towns/town-format';

export interface Faq {
  question: string;
  answer: string;
}

export interface TownContent {
  title: string;
  description: string;
  headline: string;
  lead: string;
  paragraphs: string[];
  facts: { label: string; value: string }[];
  /** Jobs the site shows for customers based in the town: "Ortiz Plumbing: full wraps on 12 service vans". */
  jobs: { company: string; job: string; service: ServiceSlug }[];
  nearby: { town: Town; miles: number }[];
  faqs: Faq[];
  keywords: string[];
}

type Reach = 'home' | 'close' | 'metro' | 'regional' | 'far';
type Size = 'large' | 'mid' | 'small';

const reachOf = (distance: number): Reach =>
  distance === 0 ? 'home' : distance <= 15 ? 'close' : distance <= 40 ? 'metro' : distance <= 100 ? 'regional' : 'far';
const sizeOf = (population: number): Size => (population >= 100_000 ? 'large' : population >= 40_000 ? 'mid' : 'small');

/** What customers from a town of this size bring in most, in a few words for the facts strip. */
const usuallyBroughtIn = (size: Size, printShip: boolean) =>
  printShip
    ? 'Print & Ship fleet graphics'
    : { large: 'Work vans and fleets', mid: 'Work trucks, PPF, coatings', small: 'Door lettering, partial wraps' }[
        size
      ];

/** "an Illinois winter", "a Gary business". */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * A town page's words, built from the town's own figures: county, population, distance, drive
 * time and neighbors, with the approach to the job changing with distance and size. Two towns
 * of the same band still differ in every fact, and towns in different bands get different advice.
 */
/** A town of Iowa, Missouri or Ohio: outside the four service states, served through Print & Ship. */
export const isPrintShipTown = (town: Pick<Town, 'state'>) =>
  !regionLinks.some((region) => region.code === town.state && region.serviceState);

export function townContent(town: Town, lookup: Pick<TownLookup, 'townsWithin'>): TownContent {
  const state = stateNameOf(town.state);
  const printShip = isPrintShipTown(town);
  const place = `${town.name}, ${town.state}`;
  const reach = reachOf(town.distance);
  const size = sizeOf(town.population);
  const drive = driveTime(town.distance);
  const within = lookup.townsWithin(town, 30, 5);
  const nearbyTowns = within.length ? within : lookup.townsWithin(town, 400, 3);
  const nearby = nearbyTowns.map((other) => ({ town: other, miles: Math.round(milesApart(town, other)) }));
  const nearbyNames = nearby.map(({ town: t }) => t.name);
  const distanceText = town.distance === 0 ? 'home of our shop' : `${town.distance} miles from our Chicago shop`;

  const reachParagraph: Record<Reach, string> = {
    home: `${town.name} is where we work every day. Our shop at ${business.address.street} on the Northwest Side is a short ride from the Kennedy and the Edens, so city fleets and drivers can drop a vehicle off on the way to work and pick it up finished. We measure, design, print and install under one roof, which keeps turnaround tight for a city where a van off the road costs money every day.`,
    close: `${town.name} is ${town.distance} miles from our Lamon Avenue shop, ${drive} by car. That is close enough for a morning drop-off and an evening pick-up on partial wraps and graphics, and many ${town.name} customers stop in for a free consultation first to see film samples on a real panel before they choose.`,
    metro: `From ${town.name} the shop is ${town.distance} miles away, ${drive} on a normal day. Most ${town.name} customers book one drop-off for design approval and installation together, and fleets in ${town.county} often bring two vehicles at a time so the rest of the crew keeps running.`,
    regional: `${town.name} sits ${town.distance} miles from the shop, ${drive} by car. For ${town.name} jobs we settle the design and proofs online, then book one install slot so the vehicle only makes the trip once. Larger ${town.county} fleets can schedule back-to-back vehicles and leave a spare with us.`,
    far: `${town.name} is ${town.distance} miles from Chicago, ${drive} on the road, so we plan ${town.name} work around a single visit: design and proofs by e-mail, one installation appointment, and for graphics your own installer can fit, our Print & Ship service sends printed, laminated panels straight to ${place}.`,
  };

  const sizeParagraph: Record<Size, string> = {
    large: `What ${town.name} customers ${printShip ? 'order' : 'bring in'} most are work vehicles: contractors', delivery and franchise vans that need one livery across the whole fleet, where the tenth van has to match the first. ${printShip ? 'We print and laminate the panels here and ship them ready for a local installer.' : 'We roll a fleet through in batches so most of it stays on the road.'}`,
    mid: `From ${town.name} we see a mix: work vans and pickups for ${town.county} trades, and the cars their owners drive home, which come in for paint protection film on the front end or a ceramic coating before winter.`,
    small: `${town.name} customers usually start small: door lettering, a partial wrap or a tailgate graphic that carries the name and phone number across ${town.county} for far less than a full wrap, and often a full wrap on the next truck.`,
  };

  const direction = directionFromShop(town);
  const route = routeToShop(town);
  const wayIn =
    direction && route
      ? `${town.name} lies ${direction} of the shop, and most customers from there come in on ${route}. `
      : '';
  const nearbyParagraph =
    wayIn +
    (within.length
      ? `We also work with customers in nearby ${listWords(nearbyNames)}, so a fleet with vehicles in ${town.name} and those towns can bring them all to our one Chicago shop on a single schedule.`
      : `The closest towns on our list are ${listWords(nearby.map(({ town: t, miles }) => `${t.name} (${miles} miles)`))}, and we plan trips for those customers together when we can.`);

  const faqs: Faq[] = [
    {
      question: `Do you provide vehicle wraps in ${place}?`,
      answer:
        town.distance === 0
          ? `Yes. Chicago is our home base: every wrap, ceramic coating and paint protection film job is done in our own shop at ${business.address.street}. We serve all of ${town.county} and the suburbs around it.`
          : `Yes. ${town.name} is in ${town.county}, ${town.distance} miles from our shop, and we wrap, coat and protect vehicles for ${town.name} drivers and fleets. Call ${business.phone.display} or request a free quote online.`,
    },
    {
      question: `How long is the trip from ${town.name} to your shop, and how long will my vehicle stay?`,
      answer:
        town.distance === 0
          ? `Most Chicago customers reach us in under half an hour. A full wrap takes 3-5 business days, a partial wrap 1-2 days and a ceramic coating 2-3 days.`
          : `Plan on ${drive} each way for the ${town.distance} miles. A full wrap takes 3-5 business days, a partial wrap 1-2 days and a ceramic coating 2-3 days, so ${reach === 'far' || reach === 'regional' ? 'we book the whole job into one visit and let you know the day it is ready' : 'you can drop off and collect on separate days without losing a full day to the road'}.`,
    },
    reach === 'far' || reach === 'regional'
      ? {
          question: `Can you print my graphics and ship them to ${town.name}?`,
          answer: `Yes. Our Print & Ship service designs and prints wrap panels and decals, laminates them and ships them anywhere in the United States, with install guides and remote support. It suits ${town.name} businesses whose local installer fits the graphics, or updates to vehicles we wrapped before.`,
        }
      : {
          question: `Do you handle fleets based in ${town.county}?`,
          answer: `Yes. We wrap single vans and full fleets for ${town.county} businesses, usually in batches so most of the fleet stays on the road. Fleet wraps run about $2,500-$5,000 per vehicle depending on size and coverage, and every vehicle gets the same colors and layout.`,
        },
    {
      question: within.length
        ? `Which towns near ${town.name} do you also serve?`
        : `What are the nearest towns you serve to ${town.name}?`,
      answer: `${listWords(nearby.map(({ town: t, miles }) => `${t.name} (${miles} miles away)`))}. Each has its own page with drive times from the shop.`,
    },
    size === 'large'
      ? {
          question: `What does a fleet wrap cost for ${article(town.name)} ${town.name} business?`,
          answer: `Commercial fleet wraps are about $2,500-$5,000 per vehicle, and partial wraps with logos and contact details start around $1,000. For a city the size of ${town.name} we often quote a first vehicle and then roll the design out across the fleet at the same price.`,
        }
      : size === 'mid'
        ? {
            question: `How do ${town.name} drivers keep a wrap looking new through ${article(state)} ${state} winter?`,
            answer: `Wait 72 hours after installation before the first wash, hand wash rather than brush wash, and rinse road salt off the lower panels through the winter. A ceramic coating over the wrap makes salt and grime easier to remove. Wraps last 5-7 years and carry our 5-year warranty.`,
          }
        : {
            question: `What does a wrap cost for ${article(town.name)} ${town.name} vehicle?`,
            answer: `Full wraps are about $2,500-$6,000 depending on the vehicle, and partial wraps start from about $1,000. Partial wraps cover 25-75% of the vehicle and cost 40-60% less than a full wrap, which is why many ${town.name} owners start there.`,
          },
  ];

  return {
    title: `Vehicle Wraps in ${place} | Wrap Lab Chicago`,
    description: `Vehicle wraps, fleet graphics, ceramic coating and paint protection film for ${place} in ${town.county}, ${distanceText}. Free quotes from Wrap Lab Chicago.`,
    headline: `Vehicle Wraps in ${town.name}, ${state}`,
    lead:
      town.distance === 0
        ? `Wraps, ceramic coatings and paint protection film from our own shop on the Northwest Side, for Chicago fleets and drivers since ${business.foundingYear}.`
        : printShip
          ? `Print & Ship fleet graphics for ${town.name} businesses, printed in our Chicago shop ${town.distance} miles away and sent ready for your installer, or installed by our team when you bring the vehicle to us.`
          : `Wraps, ceramic coatings and paint protection film for ${town.name} fleets and drivers, ${town.distance} miles from our Chicago shop.`,
    paragraphs: [reachParagraph[reach], sizeParagraph[size], nearbyParagraph],
    facts: [
      { label: 'Drive time', value: town.distance === 0 ? 'In town' : drive.replace(/^about /, 'About ') },
      { label: 'Distance from our shop', value: town.distance === 0 ? 'Our home base' : `${town.distance} miles` },
      { label: 'County', value: town.county },
      { label: 'Usually brought in', value: usuallyBroughtIn(size, printShip) },
    ],
    jobs: Object.values(customers)
      .filter((customer) => customer.town === town.name && customer.state === town.state)
      .map((customer) => ({ company: customer.company, job: customer.job, service: customer.service })),
    nearby,
    faqs,
    keywords: [
      `vehicle wraps ${town.name}`,
      `car wraps ${town.name} ${town.state}`,
      `fleet wraps ${town.county}`,
      `ceramic coating ${town.name}`,
      `paint protection film ${town.name}`,
    ],
  };
}
