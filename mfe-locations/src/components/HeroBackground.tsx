import { useState } from 'react';

import type { MediaId } from 'shared-contracts/media/catalog';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import { nextBackground } from './background-choice';

/**
 * A hero's background picture. If it fails to load, the next one of the pool is tried; when all
 * have failed the hero keeps its plain dark background.
 */
export function HeroBackground({ pool, start }: { pool: readonly MediaId[]; start: number }) {
  const [state, setState] = useState({ start, index: start, failures: 0 });
  // A new town or region starts over from its own first choice.
  const current = state.start === start ? state : { start, index: start, failures: 0 };
  const id = pool[current.index];
  if (id === undefined) return null;
  return (
    <ResponsiveImage
      key={id}
      id={id}
      priority
      alt=""
      sizes="100vw"
      className="hero-background"
      data-testid="hero-background"
      onError={() => {
        console.warn(`[locations] background ${id} failed to load`);
        const failures = current.failures + 1;
        const next = nextBackground(current.index, failures, pool.length);
        setState({ start, index: next === null ? -1 : next, failures });
      }}
    />
  );
}
