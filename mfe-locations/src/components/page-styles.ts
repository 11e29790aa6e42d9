import styled from 'styled-components';
import { media } from 'shared-contracts/ui/theme';

/** A band of the page; `tone="alt"` alternates the light grey background. */
export const Section = styled.section<{ $tone?: 'alt' | 'plain' }>`
  padding: 48px 0;
  background: ${(p) => (p.$tone === 'alt' ? 'var(--color-surface-alt)' : 'var(--color-surface)')};
  ${media.md} { padding: 72px 0; }
  h2 {
    font-family: var(--font-display);
    font-size: clamp(1.7rem, 4vw, 2.4rem);
    line-height: 1.1;
    margin: 0 0 12px;
    color: var(--color-ink);
  }
  .section-lead { color: var(--color-ink-soft); max-width: 70ch; line-height: 1.65; margin: 0 0 28px; }
  .section-lead a { color: var(--color-brand-dark); font-weight: 700; }
`;

export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '240px'}, 1fr));
`;

export const Card = styled.div`
  height: 100%;
  box-sizing: border-box;
  padding: 20px;
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  box-shadow: var(--shadow-card);
  h3 { margin: 0 0 6px; font-size: 1.1rem; color: var(--color-ink); }
  p { margin: 0; color: var(--color-ink-soft); line-height: 1.55; }
`;

/** Two columns from the large breakpoint: content and a sidebar. */
export const WithSidebar = styled.div`
  display: grid;
  gap: 32px;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) 340px; gap: 48px; align-items: start; }
`;

export const Prose = styled.div`
  color: var(--color-ink-soft);
  line-height: 1.75;
  font-size: 1.05rem;
  p { margin: 0 0 16px; }
  strong { color: var(--color-ink); }
`;
