import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from 'shared-contracts/remote/use-hydrated';

/** Adds nothing to the layout: the form's own grid still places every control. */
const Fieldset = styled.fieldset`
  display: contents;
`;

/**
 * A form's controls, disabled until the page's scripts run. Before that, a submit would go to the
 * browser's own form handling (the visitor's details in a URL) and typing would be lost when the
 * form takes over; it is a moment on a normal connection.
 */
export function ControlsWhenReady({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <Fieldset disabled={!hydrated}>{children}</Fieldset>;
}
