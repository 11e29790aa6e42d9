import { pagePaths } from 'shared-contracts/routes/route-table';

import { townLookup } from '../../towns/town-lookup';
import { TownView } from './TownView';

/** The Chicago landing page: the home base's town page at its own address. */
export function ChicagoLandingPage() {
  const chicago = townLookup.findTown('chicago');
  if (!chicago) throw new Error('The town list has no Chicago');
  return (
    <TownView
      town={chicago}
      lookup={townLookup}
      path={pagePaths.vehicleWrapsChicago}
      headline="Chicago Vehicle Wraps"
    />
  );
}
