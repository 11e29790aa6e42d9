import styled from 'styled-components';

import { Panel } from 'shared-contracts/ui/cards';
import { media } from 'shared-contracts/ui/theme';

export const Page = styled.div`
  background: linear-gradient(180deg, var(--color-surface-alt), var(--color-surface) 320px);
  padding: 48px 0 80px;
`;

export const Columns = styled.div`
  display: grid;
  gap: 28px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
  }
`;

/** A member page's box: the kit's panel as a titled section. */
export const Card = styled(Panel).attrs({ as: 'section' })``;

export const DarkCard = styled(Card)`
  background: var(--color-night);
  color: var(--color-on-dark-soft);
  border-color: var(--color-night);
  h2 {
    color: var(--color-on-dark);
  }
  p {
    color: var(--color-on-dark-muted);
  }
  ul {
    padding: 0;
    margin: 16px 0 0;
    list-style: none;
    display: grid;
    gap: 12px;
    color: var(--color-on-dark-soft);
  }
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  li::before {
    content: '✓';
    color: var(--color-brand-bright);
    font-weight: 800;
  }
`;

export const Title = styled.h1`
  font-family: var(--font-display);
  font-size: clamp(2rem, 4vw, 2.6rem);
  margin: 0 0 6px;
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  color: var(--color-ink-soft);
`;

export const Form = styled.form`
  display: grid;
  gap: 16px;
`;

export const CheckboxLabel = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  input {
    width: 18px;
    height: 18px;
    accent-color: var(--color-brand);
  }
`;

export const Muted = styled.p`
  color: var(--color-muted);
  font-size: 0.95rem;
  a {
    color: var(--color-brand-dark);
    font-weight: 700;
  }
`;
