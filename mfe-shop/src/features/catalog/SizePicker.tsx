import type { Ref } from 'react';
import styled from 'styled-components';

export interface SizePickerProps {
  sizes: readonly string[];
  /** The visitor picked a size. */
  onChange: () => void;
  /** Shown when the visitor tried to add the product without a size. */
  error?: string;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Apparel sizes as a radio group: one choice, read out with its legend. The radios keep their own
 * state, so a size picked before the page has hydrated stays picked; `chosenSize` reads it.
 */
export function SizePicker({ sizes, onChange, error, ref }: SizePickerProps) {
  return (
    <Group ref={ref} aria-describedby={error ? 'size-error' : undefined}>
      <legend>Size</legend>
      <div className="sizes">
        {sizes.map((size) => (
          <label key={size}>
            <input type="radio" name="size" value={size} onChange={onChange} />
            <span>{size}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="size-error" id="size-error" role="alert">
          {error}
        </p>
      )}
    </Group>
  );
}

/** The size checked in the group, if any. */
export const chosenSize = (group: HTMLFieldSetElement | null): string | undefined =>
  group?.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value;

const Group = styled.fieldset`
  border: 0;
  margin: 20px 0 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: 10px;
    padding: 0;
  }
  .sizes {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 48px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid var(--color-line-bold);
    border-radius: var(--radius-sm);
    font-weight: 700;
    background: var(--color-surface);
  }
  input:checked + span {
    border: 2px solid var(--color-ink);
    background: var(--color-ink);
    color: var(--color-on-dark);
  }
  input:focus-visible + span {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  .size-error {
    margin: 10px 0 0;
    color: var(--color-danger);
    font-weight: 600;
  }
`;
