import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import styled from 'styled-components';

import { allPhotographs, type MediaId } from 'shared-contracts/media/catalog';
import { useHydrated } from 'shared-contracts/remote/use-hydrated';
import { visuallyHidden } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

export interface BeforeAfterProps {
  before: MediaId;
  after: MediaId;
  title: string;
  caption: string;
  /** The `sizes` of both pictures. */
  sizes?: string;
}

type Side = 'before' | 'after';

/** How much of the picture, from the left, shows the vehicle before: all of it, or none. */
const wholly: Record<Side, number> = { before: 100, after: 0 };
const KEY_STEP = 5;
const keySteps: Record<string, number> = {
  ArrowLeft: -KEY_STEP,
  ArrowDown: -KEY_STEP,
  ArrowRight: KEY_STEP,
  ArrowUp: KEY_STEP,
};
const isSide = (value: string | undefined): value is Side => value === 'before' || value === 'after';

/**
 * A vehicle before and after a job, in one frame split at a line. The server's HTML shows both halves
 * and two radio buttons that show either picture whole by CSS alone; once the script runs, a slider
 * moves the line (drag, tap or arrow keys). A side chosen before the script arrived stays chosen.
 */
export function BeforeAfter({ before, after, title, caption, sizes = '100vw' }: BeforeAfterProps) {
  const name = useId();
  const hydrated = useHydrated();
  const [split, setSplit] = useState(50);
  const sides = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const early = sides.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (isSide(early)) setSplit(wholly[early]);
  }, []);

  const nudge = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = keySteps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setSplit((current) => Math.min(100, Math.max(0, current + step)));
  };

  const side = (value: Side, label: string) => (
    <label>
      <input
        type="radio"
        name={name}
        value={value}
        checked={split === wholly[value]}
        onChange={() => setSplit(wholly[value])}
      />
      {label}
    </label>
  );

  return (
    <Figure style={{ '--split': `${split}%` } as CSSProperties}>
      <div ref={sides} role="group" aria-label={`${title}: before and after`}>
        <Stage>
          <ResponsiveImage id={after} sizes={sizes} />
          <div className="before">
            <ResponsiveImage id={before} sizes={sizes} />
          </div>
          <span className="divider" aria-hidden="true" />
          {side('before', 'Before')}
          {side('after', 'After')}
        </Stage>
        {hydrated ? (
          <input
            type="range"
            min={0}
            max={100}
            value={split}
            onChange={(event) => setSplit(Number(event.target.value))}
            onKeyDown={nudge}
            aria-label={`${title}: slide to compare before and after`}
            aria-valuetext={`${split}% before, ${100 - split}% after`}
          />
        ) : (
          // The slider's place, held so nothing moves when it arrives.
          <p className="slider-place">Tap Before or After on the picture.</p>
        )}
      </div>
      <figcaption>
        <strong>{title}</strong>
        {allPhotographs([before, after]) ? '' : ' (illustration)'}. {caption}
      </figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  input[type='range'],
  .slider-place {
    display: block;
    width: 100%;
    height: 36px;
    margin: 8px 0 0;
  }
  input[type='range'] {
    accent-color: var(--color-brand-dark);
    cursor: ew-resize;
    touch-action: pan-y;
  }
  .slider-place {
    line-height: 36px;
    font-size: 0.9rem;
    color: var(--color-ink-soft);
  }
  figcaption {
    margin-top: 6px;
    color: var(--color-ink-soft);
    line-height: 1.55;
  }
  figcaption strong {
    color: var(--color-ink);
  }
  /* Without the script, a checked side shows its picture whole; with it, the split already says so. */
  &:has(input[value='before']:checked) .before {
    clip-path: none;
  }
  &:has(input[value='after']:checked) .before {
    clip-path: inset(0 100% 0 0);
  }
  &:has(input[type='radio']:checked) .divider {
    display: none;
  }
`;

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius-lg);
  background: var(--color-surface-alt);
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  .before {
    position: absolute;
    inset: 0;
    clip-path: inset(0 calc(100% - var(--split)) 0 0);
  }
  .divider {
    position: absolute;
    top: 0;
    bottom: 0;
    left: var(--split);
    width: 3px;
    margin-left: -1.5px;
    background: var(--color-surface);
    box-shadow: 0 0 0 1px rgb(15 23 42 / 25%);
  }
  .divider::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 26px;
    height: 26px;
    margin: -13px 0 0 -13px;
    border-radius: 50%;
    border: 3px solid var(--color-surface);
    background: rgb(15 23 42 / 55%);
  }
  label {
    position: absolute;
    top: 10px;
    min-height: 32px;
    display: inline-flex;
    align-items: center;
    padding: 0 14px;
    border-radius: 999px;
    background: rgb(15 23 42 / 78%);
    color: var(--color-on-dark);
    font-size: 0.85rem;
    font-weight: 700;
    cursor: pointer;
  }
  label:first-of-type {
    left: 10px;
  }
  label:last-of-type {
    right: 10px;
  }
  label:has(:checked) {
    background: var(--color-brand-dark);
    color: var(--color-brand-ink);
  }
  label:has(:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  input[type='radio'] {
    ${visuallyHidden}
  }
`;
