import styled from 'styled-components';

import { townPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import type { Town } from 'shared-contracts/towns/town-lookup';
import { Chips } from 'shared-contracts/ui/Chips';

/** Up to three towns the visitor may have meant. */
export function TownSuggestions({ towns }: { towns: readonly Town[] }) {
  if (!towns.length) return null;
  return (
    <nav aria-labelledby="town-suggestions">
      <h2 id="town-suggestions">Did you mean</h2>
      <List $size="small">
        {towns.map((town) => (
          <li key={town.id}>
            <Link to={townPath(town.id)}>
              {town.name}, {town.state}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled(Chips)`
  margin-bottom: 8px;
  justify-content: center;
`;
