import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';

/** The promo box of resource pages: quote, locations, print & ship and a call. */
export function PromoBox() {
  return (
    <Box aria-labelledby="promo-title">
      <h2 id="promo-title">Ready when you are</h2>
      <p>Get a free quote, find the location nearest you, or have a wrap printed and shipped to your installer.</p>
      <div>
        <PrimaryButton as={Link} to={pagePaths.contact}>
          Get a Free Quote
        </PrimaryButton>
        <GhostButton as={Link} to={pagePaths.locations}>
          Find a Location
        </GhostButton>
        <GhostButton as={Link} to={pagePaths.printShip}>
          Print & Ship
        </GhostButton>
        <GhostButton as="a" href={business.phone.href}>
          Call {business.phone.display}
        </GhostButton>
      </div>
    </Box>
  );
}

const Box = styled.aside`
  background: var(--color-night);
  color: var(--color-on-dark);
  border-radius: var(--radius-lg);
  padding: 28px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 20px;
    color: rgb(255 255 255 / 80%);
    line-height: 1.6;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;
