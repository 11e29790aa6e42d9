import styled from 'styled-components';

import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { Section } from 'shared-contracts/ui/Section';

import { socialDiscounts, socialDiscountTerms } from './social-discounts';

export function SocialDiscounts() {
  return (
    <Section title="Social discounts" lead="Share your wrap and save on the next one." tone="alt" id="social-discounts">
      <CardGrid>
        {socialDiscounts.map((discount) => (
          <Card key={discount.channel}>
            <Percent>{discount.percent}% off</Percent>
            <h3>{discount.channel}</h3>
            <p>{discount.how}</p>
          </Card>
        ))}
      </CardGrid>
      <Terms aria-label="Discount terms">
        {socialDiscountTerms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Terms>
    </Section>
  );
}

const Percent = styled.p`
  && {
    font-family: var(--font-display);
    font-size: 2.4rem;
    font-weight: 800;
    color: var(--color-brand-dark);
    line-height: 1;
  }
`;

const Terms = styled.ul`
  margin: 24px 0 0;
  padding-left: 20px;
  color: var(--color-muted);
`;
