import { Component, Suspense, use, useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, townPath } from 'shared-contracts/routes/route-table';
import { useParams } from 'shared-contracts/routing/router';
import { toastShown } from 'shared-contracts/store/toast';
import { normaliseSlug } from 'shared-contracts/towns/slug';
import type { TownLookup } from 'shared-contracts/towns/town-lookup';
import { Container } from 'shared-contracts/ui/layout';

import { NotFoundPanel } from '../../components/NotFoundPanel';
import { TownSuggestions } from './TownSuggestions';
import { TownView } from './TownView';

/** The town list is a chunk of its own, loaded when a town page asks for it. */
export type LoadTownLookup = () => Promise<TownLookup>;
const loadGeneratedLookup: LoadTownLookup = () =>
  import(/* webpackChunkName: "town-lookup" */ '../../towns/town-lookup').then((module) => module.townLookup);

/** One promise per loader, so every render (and the server's) waits on the same load. */
const lookups = new WeakMap<LoadTownLookup, Promise<TownLookup>>();
function lookupFrom(load: LoadTownLookup): Promise<TownLookup> {
  let lookup = lookups.get(load);
  if (!lookup) {
    lookup = load();
    lookups.set(load, lookup);
  }
  return lookup;
}

/**
 * A town page waits for the town list inside a Suspense boundary: the server renders the finished
 * page, the browser keeps that HTML while the list's chunk arrives, and a client-side visit shows
 * "Loading information for {slug}" meanwhile.
 */
export function TownPage({ loadLookup = loadGeneratedLookup }: { loadLookup?: LoadTownLookup }) {
  const { townSlug = '' } = useParams();
  const slug = normaliseSlug(townSlug);
  const dispatch = useDispatch();
  return (
    <TownLoadBoundary
      key={slug}
      onFailure={(error) => {
        // The next town page asks again.
        lookups.delete(loadLookup);
        reportLoadFailure(dispatch, error);
      }}
    >
      <Suspense
        fallback={
          <Container>
            <Loading role="status">Loading information for {slug}</Loading>
          </Container>
        }
      >
        <TownForSlug slug={slug} lookup={lookupFrom(loadLookup)} />
      </Suspense>
    </TownLoadBoundary>
  );
}

function TownForSlug({ slug, lookup: pending }: { slug: string; lookup: Promise<TownLookup> }) {
  const lookup = use(pending);
  const town = slug ? lookup.findTown(slug) : undefined;
  return town ? <TownView town={town} lookup={lookup} /> : <TownNotFound slug={slug} lookup={lookup} />;
}

function reportLoadFailure(dispatch: ReturnType<typeof useDispatch>, error: unknown) {
  console.error('[locations] town data failed to load', error);
  dispatch(
    toastShown({
      title: 'Error loading town information',
      description: 'Please try again later or contact support if the problem persists.',
      variant: 'destructive',
    }),
  );
}

class TownLoadBoundary extends Component<
  { onFailure: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? <TownLoadFailed /> : this.props.children;
  }
}

function TownNotFound({ slug, lookup }: { slug: string; lookup: TownLookup }) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(
      toastShown({
        title: `Town information for ${slug} not found`,
        description: 'Please check our locations page for available towns.',
        variant: 'destructive',
      }),
    );
  }, [dispatch, slug]);
  usePageMeta({
    title: 'Town Not Found | Wrap Lab Chicago',
    description: `We couldn't find information for ${slug}.`,
    canonical: townPath(slug),
    noindex: true,
  });
  return (
    <NotFoundPanel
      title="Town Not Found"
      message={slug ? `We couldn't find information for ${slug}.` : 'No town was given.'}
    >
      <TownSuggestions towns={slug ? lookup.similarTowns(slug, 3) : []} />
    </NotFoundPanel>
  );
}

function TownLoadFailed() {
  usePageMeta({
    title: 'Town Information Unavailable | Wrap Lab Chicago',
    description: 'Town information could not be loaded.',
    canonical: pagePaths.locations,
    noindex: true,
  });
  return (
    <NotFoundPanel
      title="Town information unavailable"
      message="We couldn't load town information just now. Please try again later or contact support if the problem persists."
    />
  );
}

const Loading = styled.p`
  padding: 96px 20px;
  text-align: center;
  font-size: 1.15rem;
  color: var(--color-ink-soft);
`;
