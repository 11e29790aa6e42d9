import type { ProductKind, Scene } from './scene';

const product = (item: ProductKind, color: string, view: 'front' | 'closeUp' | 'flatLay' = 'front'): Scene => ({
  kind: 'product',
  product: item,
  color,
  view,
});

/** A product from the front, close up and laid flat, under the ids `<id>`, `<id>-detail` and `<id>-flat`. */
const productViews = (id: string, item: ProductKind, color: string): Record<string, Scene> => ({
  [id]: product(item, color),
  [`${id}-detail`]: product(item, color, 'closeUp'),
  [`${id}-flat`]: product(item, color, 'flatLay'),
});

/** What the shop sells, by image id: which product, in which colour. */
export const productScenes: Record<string, Scene> = {
  ...productViews('product-tee', 'tee', '#16181d'),
  ...productViews('product-hoodie', 'hoodie', '#6b7280'),
  ...productViews('product-cap', 'cap', '#1e3a8a'),
  ...productViews('product-vinyl-black', 'vinylRoll', '#16181d'),
  ...productViews('product-vinyl-blue', 'vinylRoll', '#1d4ed8'),
  ...productViews('product-vinyl-red', 'vinylRoll', '#b91c1c'),
  'product-vinyl-white': product('vinylRoll', '#f1f5f9'),
  ...productViews('product-squeegee', 'squeegee', '#2563eb'),
  ...productViews('product-heat-gun', 'heatGun', '#ea580c'),
  ...productViews('product-knifeless-tape', 'knifelessTape', '#eab308'),
  ...productViews('product-ceramic-kit', 'ceramicKit', '#0f766e'),
  ...productViews('product-ceramic-spray', 'ceramicSpray', '#0f766e'),
  ...productViews('product-ppf-kit', 'ppfKit', '#64748b'),
  ...productViews('product-design', 'designBoard', '#7c3aed'),
  ...productViews('product-logo-vector', 'logoVector', '#d9480f'),
  ...productViews('product-installer-listing', 'listing', '#f97316'),
  ...productViews('product-gift', 'gift', '#d9480f'),
};
