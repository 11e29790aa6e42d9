import styled from 'styled-components';

import { Link } from 'shared-contracts/routing/router';
import type { Town } from 'shared-contracts/towns/town-lookup';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
  a {
    display: inline-block;
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid var(--color-line);
    color: var(--color-ink);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--color-brand);
    color: var(--color-brand);
  }
`;

/** Up to three towns the visitor may have meant. */
export function TownSuggestions({ towns }: { towns: readonly Town[] }) {
  if (!towns.length) return null;
  return (
    <nav aria-labelledby="town-suggestions">
      <h2 id="town-suggestions">Did you mean</h2>
      <List>
        {towns.map((town) => (
          <li key={town.id}>
            <Link to={`/locations/${town.id}`}>
              {town.name}, {town.state}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
