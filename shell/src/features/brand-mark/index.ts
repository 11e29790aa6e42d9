export { BrandLockup } from './BrandLockup';
