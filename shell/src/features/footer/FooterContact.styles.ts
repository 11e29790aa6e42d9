import styled from 'styled-components';

import { SiteLink } from 'shared-contracts/ui/SiteLink';

export const Contact = styled.section`
  address {
    font-style: normal;
  }
  h2 {
    margin-bottom: 8px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: 18px;
  }
`;

export const Quote = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 10px;
  padding: 0 22px;
  border-radius: 999px;
  background: var(--color-brand);
  color: var(--color-brand-ink) !important;
  font-weight: 700;
  text-decoration: none !important;
`;
