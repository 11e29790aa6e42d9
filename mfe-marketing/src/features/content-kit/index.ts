export { ContentNotFound } from './ContentNotFound';
export { PromoBox } from './PromoBox';
export { SocialDiscounts } from './SocialDiscounts';
export { useContentPageMeta } from './use-content-page-meta';
