import type { ReactNode } from 'react';
import styled from 'styled-components';

import { useInView } from 'shared-contracts/ui/in-view';
import { sectionTitle } from 'shared-contracts/ui/text';

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

/**
 * Every section's title: the section type with the brand rule under it, which expands once 10% of
 * the heading is visible. The rule is scaled, not resized, so nothing shifts; without scripts, or
 * with reduced motion, it is simply drawn. `light`: on a night background.
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
  const { ref, state } = useInView<HTMLHeadingElement>({ threshold: 0.1 });
  return (
    <Heading ref={ref} id={id} className={className} data-expand={state} $light={light}>
      {children}
    </Heading>
  );
}
