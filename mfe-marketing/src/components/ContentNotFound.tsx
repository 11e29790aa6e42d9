import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';

/** An unknown article, study or category inside a section that exists: say so, and offer the way back. */
export function ContentNotFound({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  usePageMeta({ title: `${title} | Wrap Lab Chicago`, description: text, canonical: back.to, noindex: true });
  return (
    <Box>
      <Container>
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="actions">
          <PrimaryButton as={Link} to={back.to}>
            {back.label}
          </PrimaryButton>
          <SecondaryButton as={Link} to={pagePaths.contact}>
            Contact Us
          </SecondaryButton>
        </div>
      </Container>
    </Box>
  );
}

const Box = styled.section`
  padding: 80px 0;
  text-align: center;
  h1 {
    font-family: var(--font-display);
    font-size: 2.4rem;
    margin: 0 0 12px;
  }
  p {
    color: var(--color-ink-soft);
    margin: 0 0 24px;
  }
  .actions {
    display: flex;
    justify-content: center;
    flex-wrap: wrap;
    gap: 12px;
  }
`;
