import styled from 'styled-components';

import { measure } from 'shared-contracts/ui/measure';

/** Small label above a heading; doubled class so a section's paragraph styles do not override it. */
export const Eyebrow = styled.p<{ $light?: boolean }>`
  && {
    margin: 0 0 10px;
    font-size: 0.8rem;
    font-weight: 800;
    letter-spacing: 0.12em;
    line-height: 1.4;
    text-transform: uppercase;
    color: ${({ $light }) => ($light ? 'var(--color-brand-on-dark)' : 'var(--color-brand-dark)')};
  }
`;

/** The paragraph under a page or section title. */
export const Lead = styled.p`
  font-size: 1.08rem;
  line-height: 1.65;
  color: var(--color-ink-soft);
  max-width: ${measure(68)};
  margin: 0 0 28px;
`;

/** Long-form text: comfortable measure and rhythm. */
export const Prose = styled.div`
  max-width: ${measure(72)};
  color: var(--color-ink-soft);
  font-size: 1.05rem;
  line-height: 1.75;
  p {
    margin: 0 0 16px;
  }
  strong {
    color: var(--color-ink);
  }
  h2 {
    font-family: var(--font-display);
    color: var(--color-ink);
    font-size: 1.75rem;
    line-height: 1.2;
    margin: 40px 0 12px;
  }
  h3 {
    color: var(--color-ink);
    line-height: 1.3;
    margin: 28px 0 8px;
  }
  a {
    color: var(--color-brand-dark);
    font-weight: 600;
  }
  li {
    margin-bottom: 6px;
  }
`;

/** The type of every section title in the site: one size, one line height. */
export const sectionTitleType = `
  font-family: var(--font-display);
  font-size: clamp(1.7rem, 3.6vw, 2.4rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
  margin: 0 0 16px;
`;

/** A section title: its type, and the short brand rule under it that marks every section alike. */
export const sectionTitle = `
  ${sectionTitleType}
  &::after {
    content: '';
    display: block;
    width: 56px;
    height: 4px;
    margin-top: 14px;
    border-radius: 2px;
    background: var(--color-brand);
  }
`;
