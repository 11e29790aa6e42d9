import type { ReactNode } from 'react';
import styled from 'styled-components';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';

/** Town Not Found and Region Not Found share this shape: title, message, the way back to /locations. */
export function NotFoundPanel({
  title,
  message,
  children,
}: {
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Panel aria-labelledby="locations-not-found">
      <Container>
        <h1 id="locations-not-found">{title}</h1>
        <p>{message}</p>
        {children}
        <div className="more">
          <PrimaryButton as={Link} to={pagePaths.locations}>
            See All Locations
          </PrimaryButton>
        </div>
      </Container>
    </Panel>
  );
}

const Panel = styled.section`
  padding: 72px 0 96px;
  text-align: center;
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 5vw, 3rem);
    margin: 0 0 12px;
    color: var(--color-ink);
  }
  p {
    color: var(--color-ink-soft);
    font-size: 1.1rem;
    max-width: ${measure(56)};
    margin: 0 auto 24px;
    line-height: 1.6;
  }
  .more {
    margin-top: 28px;
  }
`;
