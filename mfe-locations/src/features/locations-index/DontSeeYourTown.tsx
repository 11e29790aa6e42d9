import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';

export function DontSeeYourTown() {
  return (
    <Box aria-labelledby="dont-see-your-town">
      <h2 id="dont-see-your-town">Don't See Your Town?</h2>
      <p>
        These are the towns we visit most, not a fence. Fleets from across Illinois, Indiana, Michigan and Wisconsin
        drive in to our Lamon Avenue shop, and our Print &amp; Ship service reaches anywhere in the United States. Tell
        us where you are and we will tell you how we can help.
      </p>
      <div className="actions">
        <PrimaryButton as={Link} to={pagePaths.contact}>
          Contact Us
        </PrimaryButton>
        <SecondaryButton as="a" href={business.phone.href}>
          Call {business.phone.display}
        </SecondaryButton>
      </div>
    </Box>
  );
}

const Box = styled.aside`
  margin-top: 32px;
  padding: 28px;
  border-radius: var(--radius-lg);
  border-left: 4px solid var(--color-brand);
  background: var(--color-brand-tint);
  h2 {
    font-family: var(--font-display);
    font-size: 1.8rem;
    margin: 0 0 8px;
    color: var(--color-ink);
  }
  p {
    margin: 0 0 20px;
    color: var(--color-ink-soft);
    line-height: 1.6;
    max-width: ${measure(64)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;
