import type { ReactNode } from 'react';
import styled from 'styled-components';

import { sectionTitle } from 'shared-contracts/ui/text';

import { useInView } from './in-view';

const Heading = styled.h2<{ $light?: boolean }>`
  ${sectionTitle}
  color: ${({ $light }) => ($light ? 'var(--color-on-dark)' : 'var(--color-ink)')};
  &::after {
    content: '';
    display: block;
    width: 72px;
    height: 4px;
    margin-top: 12px;
    border-radius: 2px;
    background: var(--color-brand);
    transform-origin: left;
    transition: transform 0.7s ease;
  }
  &[data-center='true']::after {
    margin-left: auto;
    margin-right: auto;
    transform-origin: center;
  }
  &[data-expand='waiting']::after {
    transform: scaleX(0);
  }
  &[data-expand='shown']::after {
    transform: scaleX(1);
  }
`;

/**
 * A section heading whose accent bar expands once 10% of it is visible. The bar
 * is scaled, not resized, so nothing shifts.
 */
export function SectionHeading({
  children,
  id,
  center,
  light,
}: {
  children: ReactNode;
  id?: string;
  center?: boolean;
  light?: boolean;
}) {
  const { ref, state } = useInView<HTMLHeadingElement>({ threshold: 0.1 });
  return (
    <Heading ref={ref} id={id} data-expand={state} data-center={center ? 'true' : undefined} $light={light}>
      {children}
    </Heading>
  );
}
