import { useId, useState } from 'react';
import { Link } from 'shared-contracts/routing/router';
import styled from 'styled-components';
import { business } from 'shared-contracts/business/business';
import { regionLinks } from 'shared-contracts/business/regions';
import type { Town } from 'shared-contracts/towns/town-lookup';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { Band, Lead } from '../../components/page-ui';
import { SectionHeading } from '../../components/SectionHeading';

const States = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    display: inline-block; padding: 8px 16px; border-radius: 999px; border: 1px solid var(--color-line);
    background: var(--color-surface); color: var(--color-ink); font-weight: 700; text-decoration: none;
  }
  a:hover, a:focus-visible { border-color: var(--color-brand); color: var(--color-brand-dark); }
`;

const Panel = styled.div`
  margin-top: 24px;
  ul {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 8px 20px;
    grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  }
  li a {
    display: flex; justify-content: space-between; gap: 10px; padding: 10px 14px; border-radius: var(--radius-sm);
    background: var(--color-surface); border: 1px solid var(--color-line); color: var(--color-ink); text-decoration: none;
  }
  li a:hover, li a:focus-visible { border-color: var(--color-brand); }
  li a span { color: var(--color-muted); font-size: 0.9rem; white-space: nowrap; }
  p[role='status'] { margin: 0; padding: 16px; border-radius: var(--radius-md); background: var(--color-surface); color: var(--color-ink-soft); }
`;

/** "12 miles", "1 mile", "0 miles (home base)". */
export function milesLabel(town: Town): string {
  if (town.distance === 0) return '0 miles (home base)';
  const miles = Math.round(town.distance);
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}

/**
 * Where the business works: the four service states and, behind a View / Hide Service Locations
 * toggle, every town with its distance. `towns` is null while the town list is loading.
 */
export function ServiceAreas({ towns }: { towns: readonly Town[] | null }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <Band $tone="alt" aria-labelledby="service-areas">
      <Container>
        <SectionHeading id="service-areas">Service Areas</SectionHeading>
        <Lead>
          From our shop at {business.address.street} we serve Chicago and the suburbs, and businesses and drivers across Illinois, Indiana,
          Michigan and Wisconsin. Fleets farther away come to us, or we ship their wraps through Print &amp; Ship.
        </Lead>
        <States aria-label="States we serve">
          {regionLinks
            .filter((region) => region.serviceState)
            .map((region) => (
              <li key={region.slug}>
                <Link to={`/regions/${region.slug}`}>{region.name}</Link>
              </li>
            ))}
        </States>
        <PrimaryButton type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Hide Service Locations' : 'View Service Locations'}
        </PrimaryButton>
        <Panel id={panelId} hidden={!expanded}>
          {expanded &&
            (towns ? (
              <ul aria-label="Service locations">
                {towns.map((town) => (
                  <li key={town.id}>
                    <Link to={`/locations/${town.id}`}>
                      {town.name}, {town.state}
                      <span>{milesLabel(town)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p role="status">Loading service locations…</p>
            ))}
        </Panel>
      </Container>
    </Band>
  );
}
