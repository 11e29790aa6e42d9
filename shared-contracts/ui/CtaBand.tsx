import type { ReactNode } from 'react';
import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Container, GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';
import { sectionTitleType } from 'shared-contracts/ui/text';
import { laidOutWhenNear } from 'shared-contracts/ui/theme';

export interface CtaLink {
  label: string;
  to: string;
}

export interface CtaBandProps {
  title: string;
  text: ReactNode;
  /** The main action; a free quote unless the page offers something else. */
  primary?: CtaLink;
  secondary?: CtaLink;
}

const freeQuote: CtaLink = { label: 'Get a Free Quote', to: pagePaths.contact };

/** The band that closes a page: the main action, an optional second path, and a phone call. */
export function CtaBand({ title, text, primary = freeQuote, secondary }: CtaBandProps) {
  return (
    <Band aria-label={title}>
      <Container>
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="cta-actions">
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

const Band = styled.section`
  background: radial-gradient(circle at 85% 0%, rgb(194 65 12 / 38%), transparent 55%), var(--color-night);
  color: var(--color-on-dark-soft);
  padding: 56px 0;
  ${laidOutWhenNear(360)}
  text-align: center;
  h2 {
    ${sectionTitleType} color: var(--color-on-dark);
  }
  p {
    max-width: ${measure(60)};
    margin: 0 auto 26px;
    line-height: 1.65;
  }
  .cta-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: center;
  }
`;
