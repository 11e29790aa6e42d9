import styled from 'styled-components';

import { regionPath, townPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import type { Town } from 'shared-contracts/towns/town-lookup';
import { disclosureSummary } from 'shared-contracts/ui/disclosure';
import { media } from 'shared-contracts/ui/theme';

import { quietLinks } from '../../components/quiet-links';
import { popularTowns, type StateCard } from './locations-index';

const townCount = (count: number) => `${count} ${count === 1 ? 'town' : 'towns'}`;

/**
 * One service state: its region page with its count of towns, its popular towns, and every town
 * of the state behind one disclosure.
 */
export function StateTowns({ state, towns }: { state: StateCard; towns: readonly Town[] }) {
  const all = towns.filter((town) => town.state === state.code).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Card>
      <RegionLink to={regionPath(state.slug)}>
        <strong>{state.name}</strong>
        <span className="count">{townCount(state.count)}</span>
      </RegionLink>
      <nav aria-label={`Popular ${state.name} locations`}>
        <TownLinks>
          {popularTowns(towns, state.code).map((town) => (
            <li key={town.id}>
              <Link to={townPath(town.id)}>
                {town.name}, {town.state}
              </Link>
            </li>
          ))}
        </TownLinks>
      </nav>
      <details>
        <summary>
          All {townCount(all.length)} in {state.name}
        </summary>
        <TownLinks aria-label={`All ${state.name} towns`}>
          {all.map((town) => (
            <li key={town.id}>
              <Link to={townPath(town.id)}>{town.name}</Link>
            </li>
          ))}
        </TownLinks>
      </details>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-card);
  overflow: hidden;
  nav {
    padding: 10px 16px 4px;
  }
  details {
    margin-top: auto;
    border-top: 1px solid var(--color-line);
  }
  summary {
    ${disclosureSummary}
    min-height: 48px;
    padding: 0 16px;
    font-weight: 700;
    color: var(--color-brand-dark);
  }
  details > ul {
    padding: 0 16px 14px;
  }
`;

const RegionLink = styled(Link)`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 16px;
  background: var(--color-night);
  color: var(--color-on-dark);
  text-decoration: none;
  strong {
    font-family: var(--font-display);
    font-size: 1.4rem;
  }
  .count {
    color: var(--color-brand-on-dark);
    font-weight: 700;
    white-space: nowrap;
  }
  .count::after {
    content: ' →' / '';
  }
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

/** Town names two to a row on phones, three on wider cards. */
const TownLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 12px;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${quietLinks('var(--color-ink-soft)')}
  a {
    display: flex;
    align-items: center;
    min-height: 36px;
  }
`;
