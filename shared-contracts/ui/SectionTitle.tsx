import type { ReactNode } from 'react';
import styled from 'styled-components';

import { sectionTitle } from 'shared-contracts/ui/text';

/**
 * Every section's title: the section type with the brand rule under it, which expands once 10% of
 * the heading is visible (the shell's reading effects set `data-expand`). The rule is scaled, not
 * resized, so nothing shifts; before that script, or with reduced motion, it is simply drawn. `light`: on a night background.
 */
export function SectionTitle({
  children,
  id,
  light,
  className,
}: {
  children: ReactNode;
  id?: string;
  light?: boolean;
  className?: string;
}) {
  return (
    <Heading id={id} className={className} data-expand="static" $light={light}>
      {children}
    </Heading>
  );
}

const Heading = styled.h2<{ $light?: boolean }>`
  ${sectionTitle}
  color: ${({ $light }) => ($light ? 'var(--color-on-dark)' : 'var(--color-ink)')};
  &::after {
    transform-origin: left;
    transition: transform 0.7s ease;
  }
  &[data-expand='waiting']::after {
    transform: scaleX(0);
  }
  &[data-expand='shown']::after {
    transform: scaleX(1);
  }
`;
