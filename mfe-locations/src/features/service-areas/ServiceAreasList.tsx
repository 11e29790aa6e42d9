import styled from 'styled-components';

import { townPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import type { ServiceAreasListProps } from 'shared-contracts/towns/service-areas';

import { milesLabel } from '../../towns/town-format';
import { townLookup } from '../../towns/town-lookup';

/** Every town the business serves, nearest first, as links to the town pages. */
export default function ServiceAreasList({ label = 'Towns we serve' }: ServiceAreasListProps) {
  const towns = [...townLookup.allTowns()].sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
  return (
    <List aria-label={label} data-source="mfe-locations">
      {towns.map((town) => (
        <li key={town.id}>
          <Link to={townPath(town.id)}>
            <span>
              {town.name}, {town.state}
            </span>
            <small>{milesLabel(town.distance)}</small>
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px 16px;
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 14px;
    border-radius: 10px;
    border: 1px solid var(--color-line);
    background: var(--color-surface);
    color: var(--color-ink);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--color-brand);
    color: var(--color-brand);
  }
  small {
    color: var(--color-muted);
    font-weight: 500;
    white-space: nowrap;
  }
`;
