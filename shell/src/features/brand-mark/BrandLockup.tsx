import styled, { css } from 'styled-components';

/** Every measure of the lockup that follows its size, so a parent can draw it smaller (the compact header). */
export const lockupSized = (size: number) => css`
  gap: ${Math.round(size * 0.3)}px;
  img {
    width: ${size}px;
    height: ${size}px;
  }
  .wordmark {
    font-size: ${(size * 0.54).toFixed(1)}px;
  }
  .wordmark span {
    margin-top: ${Math.round(size * 0.09)}px;
  }
`;

/** The lockup's class, for a parent that sizes it with `lockupSized`. */
export const LOCKUP_CLASS = 'brand-lockup';

/**
 * The brand's lockup: the mark (a car half way through a colour change, `/logo.svg`, also the
 * favicon) and the wordmark in the display face, "WRAP LAB" set heavy and tight with "CHICAGO"
 * tracked out beneath it in the brand orange. `size` is the mark's side in px; the words scale with it.
 */
export function BrandLockup({ size, name }: { size: number; name: string }) {
  const [first, last] = [name.slice(0, name.lastIndexOf(' ')), name.slice(name.lastIndexOf(' ') + 1)];
  return (
    <Lockup $size={size} className={LOCKUP_CLASS}>
      <img src="/logo.svg" alt="" width={size} height={size} />
      <Words className="wordmark">
        {first} <span>{last}</span>
      </Words>
    </Lockup>
  );
}

const Lockup = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  color: var(--color-on-dark);
  img {
    flex: none;
  }
  ${({ $size }) => lockupSized($size)}
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  font-family: var(--font-display);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.01em;
  text-transform: uppercase;
  white-space: nowrap;
  span {
    color: var(--color-brand-bright);
    font-size: 0.56em;
    font-weight: 700;
    /* Tracked so "CHICAGO" runs the width of "WRAP LAB". */
    letter-spacing: 0.42em;
  }
`;
