import { useId, useState } from 'react';
import { Link } from 'shared-contracts/routing/router';
import styled from 'styled-components';
import { business } from 'shared-contracts/business/business';
import { regionLinks } from 'shared-contracts/business/regions';
import { serviceAreasModule, type ServiceAreasModule } from 'shared-contracts/towns/service-areas';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { Band } from 'shared-contracts/ui/Section';
import { Lead } from 'shared-contracts/ui/text';
import { SectionHeading } from '../../components/SectionHeading';
import { useRemoteModule } from './use-remote-module';

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
  p[role='status'] { margin: 0; padding: 16px; border-radius: var(--radius-md); background: var(--color-surface); color: var(--color-ink-soft); }
`;

/**
 * Where the business works: the four service states and, behind a View / Hide Service Locations
 * toggle, every town with its distance: the locations remote's own list (`./service-areas`),
 * fetched the first time the visitor opens it.
 */
export function ServiceAreas() {
  const [expanded, setExpanded] = useState(false);
  const [wanted, setWanted] = useState(false);
  const fragment = useRemoteModule<ServiceAreasModule>(serviceAreasModule, wanted);
  const ServiceAreasList = fragment?.default;
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
        <PrimaryButton
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => {
            setExpanded(!expanded);
            setWanted(true);
          }}
        >
          {expanded ? 'Hide Service Locations' : 'View Service Locations'}
        </PrimaryButton>
        <Panel id={panelId} hidden={!expanded}>
          {expanded && (ServiceAreasList ? <ServiceAreasList label="Service locations" /> : <p role="status">Loading service locations…</p>)}
        </Panel>
      </Container>
    </Band>
  );
}
