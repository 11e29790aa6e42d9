import styled from 'styled-components';

import type { Town } from 'shared-contracts/towns/town-lookup';

import { groupByState } from './locations-index';
import { TownCard } from './TownCard';

/** Every town grouped by state (state code order), then by name. */
export function GroupedTowns({ towns, headingLevel = 2 }: { towns: readonly Town[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {groupByState(towns).map((group) => (
        <Group key={group.code} aria-labelledby={`towns-${group.code}`}>
          <Heading id={`towns-${group.code}`}>
            {group.name} <small>({group.towns.length})</small>
          </Heading>
          <TownGrid>
            {group.towns.map((town) => (
              <li key={town.id}>
                <TownCard town={town} />
              </li>
            ))}
          </TownGrid>
        </Group>
      ))}
    </>
  );
}

/** Town tiles are small: as many columns as fit, two on phones. */
const TownGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(min(150px, 42vw), 1fr));
`;

const Group = styled.section`
  & + & {
    margin-top: 40px;
  }
  h2,
  h3 {
    font-family: var(--font-display);
    font-size: 1.6rem;
    margin: 0 0 16px;
    color: var(--color-ink);
  }
  small {
    font-family: var(--font-body);
    font-size: 0.95rem;
    color: var(--color-muted);
    font-weight: 600;
  }
`;
