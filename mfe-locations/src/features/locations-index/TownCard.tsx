import styled from 'styled-components';

import { townPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import type { Town } from 'shared-contracts/towns/town-lookup';

import { formatPopulation, milesLabel } from '../../towns/town-format';

/** One town of the grouped view: name, population, and "Our home base" or its miles from Chicago. */
export function TownCard({ town }: { town: Town }) {
  return (
    <CardLink to={townPath(town.id)}>
      <strong>{town.name}</strong>
      <span>Population {formatPopulation(town.population)}</span>
      <span className={town.distance === 0 ? 'home' : undefined}>{milesLabel(town.distance)}</span>
    </CardLink>
  );
}

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  @media (min-width: 768px) {
    padding: 14px 16px;
  }
  border-radius: var(--radius-md);
  border: 1px solid var(--color-line);
  background: var(--color-surface);
  color: var(--color-ink);
  text-decoration: none;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover,
  &:focus-visible {
    border-color: var(--color-brand);
    box-shadow: var(--shadow-card);
  }
  strong {
    display: block;
    font-size: 0.98rem;
  }
  span {
    display: block;
    color: var(--color-muted);
    font-size: 0.82rem;
    margin-top: 2px;
  }
  .home {
    color: var(--color-brand);
    font-weight: 700;
  }
`;
