import styled from 'styled-components';

import { laidOutWhenNear, media } from 'shared-contracts/ui/theme';

export const Wrap = styled.footer`
  background: var(--color-night);
  color: var(--color-on-dark-muted);
  padding-top: 32px;
  ${laidOutWhenNear(800)}
  font-size: 0.95rem;
  ${media.md} {
    padding-top: 56px;
  }
  a {
    color: var(--color-on-dark-muted);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: var(--color-on-dark);
    text-decoration: underline;
  }
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    color: var(--color-on-dark);
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0;
  }
  /* Phones: each link a comfortable tap target, not an 18 px line. */
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
  }
  ${media.md} {
    li a {
      min-height: 28px;
    }
  }
  /* Room below the last links for the floating chat launcher; on phones the launcher sits over the
     call and quote bar, which keeps its own room below the page. */
  padding-bottom: 28px;
  ${media.md} {
    padding-bottom: 88px;
  }
`;

export const Inner = styled.div`
  max-width: var(--layout-max-width);
  margin: 0 auto;
  padding: 0 20px;
`;

/** Brand and contact: always shown, side by side from the medium breakpoint. */
export const Top = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: 1.4fr 1fr;
    gap: 48px;
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 4px 16px;
  margin-top: 20px;
  color: var(--color-on-dark-faint);
  font-size: 0.85rem;
  ${media.md} {
    margin-top: 32px;
    padding-top: 20px;
    border-top: 1px solid rgb(255 255 255 / 10%);
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: 16px;
  }
`;
