import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

const Band = styled.section<{ $tone: 'plain' | 'alt' }>`
  padding: 56px 0;
  background: ${({ $tone }) => ($tone === 'alt' ? 'var(--color-surface-alt)' : 'var(--color-surface)')};
  ${media.lg} { padding: 72px 0; }
  h2.section-title { font-family: var(--font-display); font-size: clamp(1.8rem, 3.5vw, 2.5rem); margin: 0 0 10px; color: var(--color-ink); }
  p.section-lead { color: var(--color-ink-soft); font-size: 1.08rem; line-height: 1.6; max-width: 65ch; margin: 0 0 32px; }
`;

export interface SectionProps {
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'alt';
  id?: string;
  children: ReactNode;
}

/** A titled band of a page; the title labels the section for assistive technology. */
export function Section({ title, lead, tone = 'plain', id, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <Band $tone={tone} id={id} aria-labelledby={headingId}>
      <Container>
        <h2 className="section-title" id={headingId}>
          {title}
        </h2>
        {lead && <p className="section-lead">{lead}</p>}
        {children}
      </Container>
    </Band>
  );
}

/** Cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 20px;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr)); }
`;

export const Card = styled.li`
  background: #fff;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  h3 { margin: 0; font-size: 1.2rem; color: var(--color-ink); }
  h3 a { color: var(--color-ink); text-decoration-color: var(--color-brand); text-underline-offset: 3px; }
  a[href^='tel:'] { color: var(--color-brand-dark); font-weight: 600; }
  p { margin: 0; color: var(--color-ink-soft); line-height: 1.6; }
  ul { margin: 0; padding-left: 20px; color: var(--color-ink-soft); line-height: 1.7; }
  > picture { margin: -8px -8px 6px; }
  > picture img { display: block; border-radius: var(--radius-sm); width: 100%; height: auto; }
`;

/** Long-form text: comfortable measure and rhythm. */
export const Prose = styled.div`
  max-width: 72ch;
  color: var(--color-ink-soft);
  font-size: 1.05rem;
  line-height: 1.75;
  h2 { font-family: var(--font-display); color: var(--color-ink); font-size: 1.9rem; margin: 40px 0 12px; }
  h3 { color: var(--color-ink); margin: 28px 0 8px; }
  a { color: var(--color-brand-dark); font-weight: 600; }
  li { margin-bottom: 6px; }
`;
