import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { regionLinks } from 'shared-contracts/business/regions';
import { serviceArea } from 'shared-contracts/business/service-area';
import { useHydrated } from 'shared-contracts/remote/use-hydrated';
import { pagePaths, regionPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { serviceAreasModule, type ServiceAreasModule } from 'shared-contracts/towns/service-areas';
import { Chips } from 'shared-contracts/ui/Chips';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Lead } from 'shared-contracts/ui/text';

import { useRemoteModule } from './use-remote-module';

/**
 * Where the business works: the four service states and, behind a View / Hide Service Locations
 * toggle, every town with its distance: the locations remote's own list (`./service-areas`),
 * fetched the first time the visitor opens it. Before the scripts run, or when that list could not
 * be loaded, the open panel points to the locations page, which lists the same towns.
 */
export function ServiceAreas() {
  const [wanted, setWanted] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  const list = useRemoteModule<ServiceAreasModule>(serviceAreasModule, wanted);
  const ServiceAreasList = list.module?.default;
  // The visitor may have opened it before the scripts arrived.
  useEffect(() => {
    if (details.current?.open) setWanted(true);
  }, []);
  return (
    <Band $tone="alt" aria-labelledby="service-areas">
      <Container>
        <SectionTitle id="service-areas">Service areas</SectionTitle>
        <Lead>
          {serviceArea.summary} {serviceArea.printShip}
        </Lead>
        <States $size="small" aria-label="States we serve">
          {regionLinks
            .filter((region) => region.serviceState)
            .map((region) => (
              <li key={region.slug}>
                <Link to={regionPath(region.slug)}>{region.name}</Link>
              </li>
            ))}
        </States>
        {/* The browser keeps it open or closed, also while the page hydrates. */}
        <details
          ref={details}
          onToggle={(event) => event.currentTarget.open && setWanted(true)}
          suppressHydrationWarning
        >
          <Toggle>
            <span className="when-closed">View Service Locations</span>
            <span className="when-open">Hide Service Locations</span>
          </Toggle>
          <Panel>
            {ServiceAreasList ? (
              <ServiceAreasList label="Service locations" />
            ) : (
              <p role="status">
                {hydrated && !list.failed ? (
                  'Loading service locations…'
                ) : (
                  <>
                    Every town we serve, with its distance from Chicago, is on{' '}
                    <Link to={pagePaths.locations}>our locations page</Link>.
                  </>
                )}
              </p>
            )}
          </Panel>
        </details>
      </Container>
    </Band>
  );
}

const States = styled(Chips)`
  margin-bottom: 28px;
`;

/** The toggle is the summary of a details element: it opens and closes with no script. */
const Toggle = styled(PrimaryButton).attrs({ as: 'summary' })`
  display: inline-flex;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  .when-open {
    display: none;
  }
  details[open] > & .when-open {
    display: inline;
  }
  details[open] > & .when-closed {
    display: none;
  }
`;

const Panel = styled.div`
  margin-top: 24px;
  p[role='status'] {
    margin: 0;
    padding: 16px;
    border-radius: var(--radius-md);
    background: var(--color-surface);
    color: var(--color-ink-soft);
  }
`;
