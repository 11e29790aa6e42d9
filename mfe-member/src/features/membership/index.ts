export { memberBenefits, membershipPerks, PREMIUM_PRICE, type Perk } from './membership';
