export {
  footerGroups,
  footerQuickLinks,
  legalLinks,
  locationsMenu,
  menuOwning,
  resourcesMenu,
  servicesMenu,
  type MegaMenu,
} from './site-navigation';
export { usePathname } from './use-pathname';
