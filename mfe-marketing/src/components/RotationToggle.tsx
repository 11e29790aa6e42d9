import styled from 'styled-components';

/**
 * Pause or resume an auto-rotating slideshow; `what` names it for screen readers ("hero images").
 * `data-rotates` tells the shell's reading effects how often it turns and `data-slide-radios` which
 * radio group chooses its slides, so they turn it while the visitor reads, with no site script.
 */
export function RotationToggle({
  rotation: { paused, togglePaused, everyMs },
  what,
  slideRadios,
}: {
  rotation: { paused: boolean; togglePaused: () => void; everyMs?: number };
  what: string;
  slideRadios: string;
}) {
  return (
    <Button
      type="button"
      onClick={togglePaused}
      aria-label={`${paused ? 'Play' : 'Pause'} ${what}`}
      data-rotates={everyMs}
      data-slide-radios={slideRadios}
    >
      <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      {paused ? 'Play' : 'Pause'}
    </Button>
  );
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  border-radius: 999px;
  border: 1px solid rgb(255 255 255 / 60%);
  background: rgb(11 17 32 / 65%);
  color: var(--color-on-dark);
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: rgb(11 17 32 / 90%);
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  span[aria-hidden] {
    font-size: 0.8rem;
  }
`;
