import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { toastShown } from 'shared-contracts/store/toast';
import type { Town, TownLookup } from 'shared-contracts/towns/town-lookup';
import { Container } from 'shared-contracts/ui/layout';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { normaliseSlug } from '../towns/slug';
import { TownSuggestions } from './TownSuggestions';
import { TownView } from './TownView';

/** The town list is a chunk of its own, loaded when a town page asks for it. */
export type LoadTownLookup = () => Promise<TownLookup>;
const loadGeneratedLookup: LoadTownLookup = () => import('../towns/town-lookup').then((module) => module.townLookup);

type TownState =
  | { slug: string; status: 'loading' }
  | { slug: string; status: 'found'; town: Town; lookup: TownLookup }
  | { slug: string; status: 'missing'; lookup: TownLookup }
  | { slug: string; status: 'failed' };

const Loading = styled.p`
  padding: 96px 20px;
  text-align: center;
  font-size: 1.15rem;
  color: var(--color-ink-soft);
`;

export function TownPage({ loadLookup = loadGeneratedLookup }: { loadLookup?: LoadTownLookup }) {
  const { townSlug = '' } = useParams();
  const slug = normaliseSlug(townSlug);
  const dispatch = useDispatch();
  const [state, setState] = useState<TownState>({ slug, status: 'loading' });
  const current: TownState = state.slug === slug ? state : { slug, status: 'loading' };

  useEffect(() => {
    let active = true;
    loadLookup()
      .then((lookup) => {
        if (!active) return;
        const town = slug ? lookup.findTown(slug) : undefined;
        if (town) {
          setState({ slug, status: 'found', town, lookup });
          return;
        }
        setState({ slug, status: 'missing', lookup });
        dispatch(
          toastShown({
            title: `Town information for ${slug} not found`,
            description: 'Please check our locations page for available towns.',
            variant: 'destructive',
          }),
        );
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('[locations] town data failed to load', error);
        setState({ slug, status: 'failed' });
        dispatch(
          toastShown({
            title: 'Error loading town information',
            description: 'Please try again later or contact support if the problem persists.',
            variant: 'destructive',
          }),
        );
      });
    return () => {
      active = false;
    };
  }, [slug, loadLookup, dispatch]);

  if (current.status === 'found') return <TownView town={current.town} lookup={current.lookup} />;
  if (current.status === 'missing') return <TownNotFound slug={slug} lookup={current.lookup} />;
  if (current.status === 'failed') return <TownLoadFailed />;
  return (
    <Container>
      <Loading role="status">Loading information for {slug}</Loading>
    </Container>
  );
}

function TownNotFound({ slug, lookup }: { slug: string; lookup: TownLookup }) {
  usePageMeta({
    title: 'Town Not Found | Wrap Lab Chicago',
    description: `We couldn't find information for ${slug}.`,
    canonical: `/locations/${slug}`,
    noindex: true,
  });
  return (
    <NotFoundPanel title="Town Not Found" message={slug ? `We couldn't find information for ${slug}.` : 'No town was given.'}>
      <TownSuggestions towns={slug ? lookup.similarTowns(slug, 3) : []} />
    </NotFoundPanel>
  );
}

function TownLoadFailed() {
  usePageMeta({ title: 'Town Information Unavailable | Wrap Lab Chicago', description: 'Town information could not be loaded.', canonical: '/locations', noindex: true });
  return (
    <NotFoundPanel
      title="Town Information Unavailable"
      message="We couldn't load town information just now. Please try again later or contact support if the problem persists."
    />
  );
}
