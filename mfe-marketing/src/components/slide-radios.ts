import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * A slideshow whose slides are chosen by radios: every slide is in the page and CSS shows the one
 * whose radio is checked, with or without scripts, so the shell's reading effects can turn it while
 * the visitor reads (ADR 0023).
 */

/**
 * Rules that hide every slide but the one whose radio is checked: each of `others` gives, for a
 * checked index, one selector inside the slideshow of what that slide does not show.
 */
export const showCheckedSlide = (name: string, count: number, ...others: ((index: number) => string)[]) =>
  Array.from({ length: count }, (_, index) => {
    const checked = `&:has(input[name='${name}'][value='${index}']:checked)`;
    return `
  ${others.map((other) => `${checked} ${other(index)}`).join(',\n  ')} {
    display: none;
  }`;
  }).join('');

/** Once the page hydrates, the rotation takes up the slide checked before its code arrived (a tap, or the reading turns). */
export function useEarlyRadioChoice(
  radios: RefObject<HTMLElement | null>,
  rotation: { index: number; select: (index: number) => void },
) {
  const takeUp = useEffectEvent(() => {
    const chosen = Number(radios.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value);
    if (Number.isInteger(chosen) && chosen !== rotation.index) rotation.select(chosen);
  });
  useEffect(() => takeUp(), []);
}
