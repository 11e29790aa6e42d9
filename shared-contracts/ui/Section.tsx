import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Container } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Eyebrow, Lead, sectionTitle } from 'shared-contracts/ui/text';
import { laidOutWhenNear, media } from 'shared-contracts/ui/theme';

export type SectionTone = 'plain' | 'alt' | 'night';

const backgrounds: Record<SectionTone, string> = {
  plain: 'var(--color-surface)',
  alt: 'var(--color-surface-alt)',
  night: 'var(--color-night)',
};

export interface SectionProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  tone?: SectionTone;
  /** Anchor of the band; the title's id derives from it. */
  id?: string;
  children?: ReactNode;
}

const slug = (text: ReactNode) =>
  typeof text === 'string'
    ? text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    : 'section';

/** A titled band of a page; the title labels the band for assistive technology. */
export function Section({ title, lead, eyebrow, tone = 'plain', id, children }: SectionProps) {
  const headingId = `${id ?? slug(title)}-title`;
  return (
    <Band $tone={tone} id={id} aria-labelledby={headingId}>
      <Container>
        {eyebrow && <Eyebrow $light={tone === 'night'}>{eyebrow}</Eyebrow>}
        <SectionTitle className="section-title" id={headingId} light={tone === 'night'}>
          {title}
        </SectionTitle>
        {lead && <Lead as="div">{lead}</Lead>}
        {children}
      </Container>
    </Band>
  );
}

/** A full-width band of a page; `$tone` picks the background. */
export const Band = styled.section<{ $tone?: SectionTone }>`
  padding: 48px 0;
  ${laidOutWhenNear(720)}
  background: ${({ $tone = 'plain' }) => backgrounds[$tone]};
  color: ${({ $tone }) => ($tone === 'night' ? 'var(--color-on-dark-soft)' : 'var(--color-ink)')};
  ${media.md} {
    padding: 72px 0;
  }
  h2.section-title,
  ${Container} > h2 {
    ${sectionTitle} color: ${({ $tone }) => ($tone === 'night' ? 'var(--color-on-dark)' : 'var(--color-ink)')};
  }
  ${Lead}, p.section-lead {
    max-width: ${measure(68)};
    line-height: 1.65;
    margin: 0 0 28px;
  }
  ${Lead}, p.section-lead {
    color: ${({ $tone }) => ($tone === 'night' ? 'var(--color-on-dark-muted)' : 'var(--color-ink-soft)')};
  }
  ${Lead} a, p.section-lead a {
    color: ${({ $tone }) => ($tone === 'night' ? 'var(--color-brand-on-dark)' : 'var(--color-brand-dark)')};
    font-weight: 700;
  }
`;
