import type { PerkIconName } from '../../components/perk-icons';

/** Premium membership: $9.99 a month and these perks. */
export const PREMIUM_PRICE = '$9.99';

export const memberBenefits = [
  '10% discount on shop items',
  'Free shipping on every order',
  'A free Wrap Lab t-shirt when you join',
  'Training videos from our certified installers',
  'Priority support from our Chicago team',
  'Early access to new films and events',
] as const;

export interface Perk {
  title: string;
  description: string;
  icon: PerkIconName;
}

export const membershipPerks: readonly Perk[] = [
  {
    title: 'Free T-shirt',
    description: 'Pick up your Wrap Lab tee at the shop or we ship it with your next order.',
    icon: 'shirt',
  },
  {
    title: 'Member discounts',
    description: '10% off shop items plus free shipping, applied at checkout.',
    icon: 'tag',
  },
  {
    title: 'Training videos',
    description: 'Installer tips on squeegee technique, post-heating and edge work.',
    icon: 'video',
  },
  {
    title: 'Member events',
    description: 'Open-shop nights and first looks at new colors at 4711 N. Lamon Ave.',
    icon: 'calendar',
  },
];
