import { createRemoteRender } from 'shared-contracts/remote/create-remote-render';
import { concretePaths } from 'shared-contracts/routes/route-table';

import { shopRemote } from './app/remote';
import { products } from './features/catalog/products';

export const render = createRemoteRender(shopRemote);

/** Both readings of a product page answer; they share one canonical URL. */
export const paths = () => {
  const ids = products.map((product) => product.id);
  return concretePaths('shop', { '/shop/:productId': ids, '/shopping/:productId': ids });
};
