import { regionLinks } from 'shared-contracts/business/regions';
import { createRemoteRender } from 'shared-contracts/remote/create-remote-render';
import { concretePaths } from 'shared-contracts/routes/route-table';

import { locationsRemote } from './app/remote';
import { townLookup } from './towns/town-lookup';

export const render = createRemoteRender(locationsRemote);

export const paths = () =>
  concretePaths('locations', {
    '/locations/:townSlug': townLookup.allTowns().map((town) => town.id),
    '/regions/:region': regionLinks.map((region) => region.slug),
  });
