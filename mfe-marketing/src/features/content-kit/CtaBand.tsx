import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';

const Band = styled.section`
  background: linear-gradient(120deg, var(--color-brand-dark), var(--color-brand));
  color: #fff;
  padding: 56px 0;
  text-align: center;
  h2 { font-family: var(--font-display); font-size: clamp(1.9rem, 4vw, 2.6rem); margin: 0 0 12px; }
  p { margin: 0 auto 26px; max-width: 60ch; font-size: 1.1rem; line-height: 1.6; color: rgb(255 255 255 / 92%); }
  .cta-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 12px; }
`;

/** The closing call to action of a page. */
export function CtaBand({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <Band aria-label={title}>
      <Container>
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="cta-actions">{children}</div>
      </Container>
    </Band>
  );
}

/** The band's main action: dark, so it stands out on the orange band. */
export const CtaButton = styled(PrimaryButton)`
  background: var(--color-night);
  &:hover:not(:disabled), &:focus-visible { background: #000; }
`;

/** A second action on the band. */
export const CtaOutlineButton = styled(PrimaryButton)`
  background: transparent;
  border-color: #fff;
  &:hover:not(:disabled), &:focus-visible { background: rgb(255 255 255 / 15%); }
`;
