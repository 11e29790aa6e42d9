import styled from 'styled-components';

export const Secure = styled.aside`
  background: var(--color-night);
  color: var(--color-on-dark-muted);
  border-radius: var(--radius-lg);
  padding: 22px 24px;
  /* Doubled so it wins over the checkout columns' heading rule, whichever stylesheet comes first. */
  && h2 {
    color: var(--color-on-dark);
    font-size: 1.05rem;
    margin: 0 0 10px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
    font-size: 0.92rem;
  }
  li {
    position: relative;
    padding-left: 20px;
    line-height: 1.5;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.5em;
    width: 8px;
    height: 8px;
    border-radius: 999px;
    background: var(--color-brand);
  }
  a {
    color: var(--color-brand-on-dark);
  }
`;
