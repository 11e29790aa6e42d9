import styled from 'styled-components';

import { formatPriceRange, type ProtectionOffer } from 'shared-contracts/business/protection-packages';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Container } from 'shared-contracts/ui/layout';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

/** What a buyer decides on: each package with what it covers and costs, then materials, certifications and warranty. */
export function PackagesBand({ title, offer }: { title: string; offer: ProtectionOffer }) {
  return (
    <Band $tone="alt" aria-labelledby="service-packages">
      <Container>
        <SectionTitle id="service-packages">Packages and prices</SectionTitle>
        <Lead>
          Typical prices per vehicle; the size of the car and the state of its paint decide where in the range yours
          falls, and the written quote says so before any work starts.
        </Lead>
        <Packages aria-label={`${title} packages`}>
          {offer.packages.map((item) => (
            <li key={item.name}>
              <h3>{item.name}</h3>
              <p className="price">{formatPriceRange(item.price)}</p>
              <p>{item.covers}</p>
              <p className="time">In the shop {item.time}</p>
            </li>
          ))}
        </Packages>
        <Terms>
          <div>
            <dt>Materials</dt>
            <dd>{offer.materials}</dd>
          </div>
          <div>
            <dt>Certifications</dt>
            <dd>{offer.certifications.join('; ')}</dd>
          </div>
          <div>
            <dt>Warranty</dt>
            <dd>
              {offer.warranty} <Link to={pagePaths.warrantyInformation}>Warranty details</Link>
            </dd>
          </div>
        </Terms>
      </Container>
    </Band>
  );
}

const Packages = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 22px 22px 20px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-lg);
    background: var(--color-surface);
    box-shadow: var(--shadow-card);
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    line-height: 1.5;
  }
  .price {
    color: var(--color-ink);
    font-size: 1.5rem;
    font-weight: 800;
  }
  .time {
    margin-top: auto;
    padding-top: 8px;
    font-size: 0.9rem;
    color: var(--color-muted);
  }
`;

const Terms = styled.dl`
  margin: 0;
  display: grid;
  gap: 14px;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }
  dt {
    font-weight: 800;
    margin-bottom: 4px;
  }
  dd {
    margin: 0;
    color: var(--color-ink-soft);
    line-height: 1.55;
  }
`;
