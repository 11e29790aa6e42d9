import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { useNavigate, useParams, useSearchParams } from 'shared-contracts/routing/router';
import { toastShown } from 'shared-contracts/store/toast';

import { NotFoundPanel } from '../../components/NotFoundPanel';
import { GenericRegionPage } from './GenericRegionPage';
import { findRegion } from './region-content';
import { isGenericRegion } from './region-name';
import { RegionTemplate } from './RegionTemplate';

const regionNotFoundText =
  "We couldn't find information for this region. Please select from our available service areas.";

/** `/regions/{region}`: the seven state pages; any other name is reported and sent to /locations. */
export function RegionPage() {
  const { region = '' } = useParams();
  const content = findRegion(region);
  return content ? <RegionTemplate region={content} /> : <UnknownRegion name={region} />;
}

/**
 * `/regions`: the generic page takes the region name as `?region=` (or `?name=`), because the
 * path form belongs to the state pages. No name: the Region Not Found screen.
 */
export function RegionsPage() {
  const [params] = useSearchParams();
  const name = (params.get('region') ?? params.get('name') ?? '').trim();
  if (!name) return <RegionNotFound />;
  return isGenericRegion(name) ? <GenericRegionPage name={name} /> : <UnknownRegion name={name} />;
}

function UnknownRegion({ name }: { name: string }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(
      toastShown({
        title: `Region "${name}" not found`,
        description: 'Please check our locations page for available regions.',
        variant: 'destructive',
      }),
    );
    navigate(pagePaths.locations, { replace: true });
  }, [dispatch, navigate, name]);
  return <RegionNotFound />;
}

export function RegionNotFound() {
  usePageMeta({
    title: 'Region Not Found | Wrap Lab Chicago',
    description: regionNotFoundText,
    canonical: pagePaths.regions,
    noindex: true,
  });
  return <NotFoundPanel title="Region Not Found" message={regionNotFoundText} />;
}
