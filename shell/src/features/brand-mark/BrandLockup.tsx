import styled from 'styled-components';

/**
 * The brand's lockup: the mark (a car half way through a colour change, `/logo.svg`, also the
 * favicon) and the wordmark in the display face, "WRAP LAB" set heavy and tight with "CHICAGO"
 * tracked out beneath it in the brand orange. `size` is the mark's side in px; the words scale with it.
 */
const Lockup = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size * 0.3)}px;
  color: var(--color-on-dark);
  img {
    flex: none;
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
  }
`;

const Words = styled.span<{ $size: number }>`
  display: flex;
  flex-direction: column;
  font-family: var(--font-display);
  font-weight: 800;
  font-size: ${({ $size }) => ($size * 0.54).toFixed(1)}px;
  line-height: 1;
  letter-spacing: -0.01em;
  text-transform: uppercase;
  white-space: nowrap;
  span {
    margin-top: ${({ $size }) => Math.round($size * 0.09)}px;
    color: var(--color-brand-bright);
    font-size: 0.56em;
    font-weight: 700;
    /* Tracked so "CHICAGO" runs the width of "WRAP LAB". */
    letter-spacing: 0.42em;
  }
`;

export function BrandLockup({ size, name }: { size: number; name: string }) {
  const [first, last] = [name.slice(0, name.lastIndexOf(' ')), name.slice(name.lastIndexOf(' ') + 1)];
  return (
    <Lockup $size={size}>
      <img src="/logo.svg" alt="" width={size} height={size} />
      <Words $size={size} className="wordmark">
        {first} <span>{last}</span>
      </Words>
    </Lockup>
  );
}
