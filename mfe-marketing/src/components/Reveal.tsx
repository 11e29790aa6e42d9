import type { ReactNode } from 'react';
import styled from 'styled-components';

import { useInView } from 'shared-contracts/ui/in-view';

/** Opacity and transform only, so revealing never moves anything around it. */
const Box = styled.div`
  transition:
    opacity 0.6s ease,
    transform 0.6s ease;
  &[data-reveal='waiting'] {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal='shown'] {
    opacity: 1;
    transform: none;
  }
`;

/** Fades its content in when its top reaches 85% of the viewport height, so a section appears as it is scrolled to. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const { ref, state } = useInView<HTMLDivElement>({ rootMargin: '0px 0px -15% 0px' });
  return (
    <Box ref={ref} data-reveal={state} className={className}>
      {children}
    </Box>
  );
}
