import styled from 'styled-components';

import { Band } from 'shared-contracts/ui/Section';
import { media } from 'shared-contracts/ui/theme';

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 24px 0 8px;
  color: var(--color-ink-soft);
  a {
    color: var(--color-brand-dark);
  }
  /* The trail looks as on every other page: in the text's colour, the current page in bold. */
  nav[aria-label='Breadcrumb'] a {
    color: inherit;
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: 32px;
  padding: 16px 0 48px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 56px;
  }
`;

export const Thumbs = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 10px;
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 2px solid transparent;
    border-radius: var(--radius-md);
    background: none;
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-pressed='true'] {
    border-color: var(--color-brand);
  }
  button:focus-visible {
    outline: 3px solid var(--color-focus);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
  }
`;

export const Info = styled.div`
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 4vw, 2.8rem);
    line-height: 1.1;
    margin: 8px 0 10px;
  }
  .description {
    color: var(--color-ink-soft);
    line-height: 1.7;
  }
  .features-title {
    font-size: 1.05rem;
    margin: 20px 0 10px;
  }
  ul.features {
    padding: 0;
    margin: 0 0 24px;
    list-style: none;
    display: grid;
    gap: 10px;
  }
  ul.features li {
    display: flex;
    gap: 10px;
  }
  ul.features li::before {
    content: '✓';
    color: var(--color-brand);
    font-weight: 800;
  }
  .price {
    margin: 18px 0 6px;
  }
  .price strong {
    font-size: 1.8rem;
  }
`;

export const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  color: var(--color-ink-soft);
  a {
    color: inherit;
  }
  .stars {
    color: var(--color-star);
    letter-spacing: 2px;
    font-size: 1.1rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`;

export const Strip = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-md);
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

export const ReviewsBand = styled(Band)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 16px;
    ${media.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  li {
    padding: 20px 22px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  blockquote {
    margin: 0 0 10px;
    line-height: 1.55;
  }
  li p {
    margin: 0;
    font-weight: 700;
    font-size: 0.9rem;
    color: var(--color-ink-soft);
  }
  .stars {
    color: var(--color-star);
    letter-spacing: 2px;
  }
`;
