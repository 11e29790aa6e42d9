import styled from 'styled-components';
import { media } from 'shared-contracts/ui/theme';

/** A full-width page band; `tone` picks the background. */
export const Band = styled.section<{ $tone?: 'white' | 'alt' | 'night' }>`
  padding: 64px 0;
  background: ${({ $tone }) => ($tone === 'alt' ? 'var(--color-surface-alt)' : $tone === 'night' ? 'var(--color-night)' : 'var(--color-surface)')};
  color: ${({ $tone }) => ($tone === 'night' ? '#e2e8f0' : 'var(--color-ink)')};
  ${media.lg} { padding: 88px 0; }
`;

export const Lead = styled.p`
  font-size: 1.1rem;
  line-height: 1.7;
  color: var(--color-ink-soft);
  max-width: 68ch;
  margin: 0 0 28px;
`;

export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 22px;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '260px'}, 1fr));
`;

export const Card = styled.li`
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-card);
  padding: 24px;
  h3 { margin: 0 0 8px; font-size: 1.15rem; }
  p { margin: 0; color: var(--color-ink-soft); line-height: 1.6; }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** Small label above a section heading; doubled class so section paragraph styles do not override it. */
export const Eyebrow = styled.p<{ $light?: boolean }>`
  && {
    margin: 0 0 10px;
    font-size: 0.8rem;
    font-weight: 800;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ $light }) => ($light ? '#fdba74' : 'var(--color-brand-dark)')};
  }
`;
