import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/routing/router';
import styled from 'styled-components';
import { business } from 'shared-contracts/business/business';
import { Container, GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';
import { SectionHeading } from './SectionHeading';

const Band = styled.section`
  background: linear-gradient(120deg, var(--color-night) 0%, var(--color-night-soft) 60%, #3b1d10 100%);
  color: #e2e8f0;
  padding: 64px 0;
  text-align: center;
  p { max-width: 60ch; margin: 0 auto 26px; line-height: 1.7; }
  div[data-actions] { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
`;

export interface CtaLink {
  label: string;
  to: string;
}

/** The closing call to action: a quote first, then a second path and a phone call. */
export function CtaBand({ title, text, primary, secondary }: { title: ReactNode; text: ReactNode; primary: CtaLink; secondary?: CtaLink }) {
  return (
    <Band aria-label="Get started">
      <Container>
        <SectionHeading center light>
          {title}
        </SectionHeading>
        <p>{text}</p>
        <div data-actions>
          <PrimaryButton as={Link} to={primary.to}>
            {primary.label}
          </PrimaryButton>
          {secondary && (
            <GhostButton as={Link} to={secondary.to}>
              {secondary.label}
            </GhostButton>
          )}
          <GhostButton as="a" href={business.phone.href}>
            Call {business.phone.display}
          </GhostButton>
        </div>
      </Container>
    </Band>
  );
}
