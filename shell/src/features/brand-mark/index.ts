export { BrandLockup, LOCKUP_CLASS, lockupSized } from './BrandLockup';
