import styled from 'styled-components';
import { VisuallyHidden } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';
import { formatCents } from './money';

/** Page bands and cards the shop's pages share. */
export const Hero = styled.section`
  background: radial-gradient(circle at 85% 10%, rgb(217 72 15 / 35%), transparent 45%), var(--color-night);
  color: #fff;
  padding: 48px 0 40px;
  h1 { font-family: var(--font-display); font-size: clamp(2.2rem, 5vw, 3.2rem); margin: 0 0 10px; letter-spacing: 0.01em; }
  p { color: #cbd5e1; max-width: 640px; margin: 0; line-height: 1.6; }
  ${media.md} { padding: 64px 0 52px; }
`;

export const Band = styled.section<{ $alt?: boolean }>`
  padding: 40px 0;
  background: ${(p) => (p.$alt ? 'var(--color-surface-alt)' : 'var(--color-surface)')};
  ${media.md} { padding: 56px 0; }
`;

export const SectionTitle = styled.h2`
  font-family: var(--font-display);
  font-size: clamp(1.6rem, 3vw, 2.1rem);
  margin: 0 0 6px;
`;

export const SectionIntro = styled.p`
  margin: 0 0 24px;
  color: var(--color-ink-soft);
  max-width: 720px;
  line-height: 1.6;
`;

export const Card = styled.div`
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-card);
  padding: 24px;
`;

export const Badge = styled.span`
  display: inline-block;
  background: var(--color-brand-dark);
  color: #fff;
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  padding: 4px 10px;
  border-radius: 999px;
`;

export const CategoryLabel = styled.span`
  display: block;
  color: var(--color-brand-dark);
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const PriceRow = styled.p`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin: 0;
  strong { font-size: 1.35rem; color: var(--color-ink); }
  s { color: var(--color-muted); }
`;

/** Price with the struck-through original when there is one; screen readers hear "was" before it. */
export function Price({ cents, originalCents, className }: { cents: number; originalCents?: number; className?: string }) {
  return (
    <PriceRow className={className}>
      <strong>{formatCents(cents)}</strong>
      {originalCents !== undefined && (
        <>
          <VisuallyHidden>, was</VisuallyHidden>
          <s>{formatCents(originalCents)}</s>
        </>
      )}
    </PriceRow>
  );
}

export const FieldLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  font-size: 0.95rem;
  input, select {
    font: inherit;
    font-weight: 400;
    padding: 11px 12px;
    border: 1px solid #cbd5e1;
    border-radius: var(--radius-sm);
    background: #fff;
    color: var(--color-ink);
    min-width: 0;
  }
  input:disabled { background: var(--color-surface-alt); color: var(--color-muted); }
  input:focus-visible, select:focus-visible { outline: 3px solid var(--color-focus); border-color: var(--color-ink); }
  input[aria-invalid='true'] { border-color: var(--color-danger); }
`;

export const FieldError = styled.span`
  color: var(--color-danger);
  font-size: 0.88rem;
  font-weight: 600;
`;
