import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Fades its content in when its top reaches 85% of the viewport height, so a section appears as it
 * is scrolled to. Drawn `static` (whole, as without scripts or with reduced motion); the shell's
 * reading effects (`shell/src/features/reading`) set `waiting` and `shown` on every page.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Box data-reveal="static" className={className}>
      {children}
    </Box>
  );
}

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
