import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, townPath } from 'shared-contracts/routes/route-table';
import { toastShown } from 'shared-contracts/store/toast';
import type { Town } from 'shared-contracts/towns/town-lookup';
import { SiteLink } from 'shared-contracts/ui/SiteLink';

import { NOT_FOUND_PATH } from './not-found-path';

export type SuggestTowns = (query: string) => Promise<Town[]>;

export interface NotFoundProps {
  pathname: string;
  suggestTowns?: SuggestTowns;
}

const LOCATION_PREFIX = '/locations/';

export function NotFoundPage({ pathname, suggestTowns }: NotFoundProps) {
  const dispatch = useDispatch();
  const locationSlug = pathname.startsWith(LOCATION_PREFIX)
    ? (pathname.slice(LOCATION_PREFIX.length).split('/')[0] ?? '')
    : null;
  const [found, setFound] = useState<{ slug: string; towns: Town[] }>({ slug: '', towns: [] });
  const suggestions = found.slug === locationSlug ? found.towns : [];

  usePageMeta({
    title: 'Page Not Found | Wrap Lab Chicago',
    description: 'The page you are looking for cannot be found.',
    canonical: pathname,
    noindex: true,
  });
  useEffect(() => {
    dispatch(toastShown({ title: 'Page not found', variant: 'destructive' }));
  }, [dispatch, pathname]);

  useEffect(() => {
    if (!locationSlug || !suggestTowns) return;
    let current = true;
    suggestTowns(decodeURIComponent(locationSlug))
      .then((towns) => current && setFound({ slug: locationSlug, towns: towns.slice(0, 3) }))
      .catch((error: unknown) => console.warn('[shell] town suggestions unavailable', error));
    return () => {
      current = false;
    };
  }, [locationSlug, suggestTowns]);

  return (
    <Page aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        {locationSlug !== null
          ? `We couldn't find information for ${decodeURIComponent(locationSlug)}.`
          : "Sorry, the page you're looking for cannot be found."}
      </p>
      {pathname !== NOT_FOUND_PATH && (
        <p>
          You asked for <code>{pathname}</code>
        </p>
      )}
      {suggestions.length > 0 && (
        <>
          <h2>Did you mean</h2>
          <ul>
            {suggestions.map((town) => (
              <li key={town.id}>
                <Chip href={townPath(town.id)}>
                  {town.name}, {town.state}
                </Chip>
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Ways forward">
        <Button href={pagePaths.home}>Back to Home</Button>
        {locationSlug !== null ? (
          <Button href={pagePaths.locations}>See All Locations</Button>
        ) : (
          <Secondary type="button" onClick={() => window.history.back()}>
            Go Back
          </Secondary>
        )}
      </nav>
    </Page>
  );
}

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 72px 20px 96px;
  text-align: center;
  .code {
    font-family: var(--font-display);
    font-size: 5rem;
    font-weight: 800;
    color: var(--color-brand);
    margin: 0;
    line-height: 1;
  }
  h1 {
    font-size: 2rem;
    margin: 12px 0;
  }
  p {
    color: var(--color-ink-soft);
    font-size: 1.05rem;
  }
  code {
    background: var(--color-surface-alt);
    padding: 2px 8px;
    border-radius: 4px;
    word-break: break-all;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: center;
    margin-top: 28px;
  }
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    justify-content: center;
  }
`;

const Button = styled(SiteLink)`
  padding: 12px 22px;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  background: var(--color-brand);
  color: var(--color-brand-ink);
`;

const Secondary = styled.button`
  padding: 12px 22px;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  border: 1px solid var(--color-line);
  background: var(--color-surface);
  color: var(--color-ink);
  cursor: pointer;
`;

const Chip = styled(SiteLink)`
  padding: 8px 14px;
  border-radius: 999px;
  border: 1px solid var(--color-line);
  color: var(--color-ink);
  text-decoration: none;
  font-weight: 600;
`;
