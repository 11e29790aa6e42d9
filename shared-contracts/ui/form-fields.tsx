import {
  useId,
  type ComponentProps,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

/**
 * The site's one set of labelled form controls, with an error line tied to the control
 * (aria-invalid, aria-describedby). `size="compact"` is the denser field of the shop's forms.
 */

export type FieldSize = 'regular' | 'compact';

interface FieldChrome {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  size?: FieldSize;
}

function Field({
  label,
  hint,
  error,
  size = 'regular',
  children,
}: FieldChrome & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrapper $size={size}>
      <label htmlFor={id}>
        {label} {hint && <small>{hint}</small>}
      </label>
      {children({ id, ...(error ? { describedBy: errorId } : {}) })}
      {error && (
        <ErrorText id={errorId} $size={size}>
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

export function TextField({ label, hint, error, size, ...input }: FieldChrome & Omit<ComponentProps<'input'>, 'size'>) {
  return (
    <Field label={label} hint={hint} error={error} size={size}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy ?? input['aria-describedby']}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  size,
  ...textarea
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error} size={size}>
      {({ id, describedBy }) => (
        <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

const optionOf = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

export function SelectField({
  label,
  hint,
  error,
  size,
  options,
  placeholder,
  ...select
}: FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
    /** A plain string is both the value and the text shown. */
    options: readonly (string | SelectOption)[];
    /** The first, empty choice; without it the first option is chosen. */
    placeholder?: string;
  }) {
  return (
    <Field label={label} hint={hint} error={error} size={size}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(optionOf).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const control = css`
  font: inherit;
  width: 100%;
  padding: 12px 14px;
  border: 1px solid var(--color-line-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-ink);
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    border-color: var(--color-ink);
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
  &:disabled,
  &[readonly] {
    background: var(--color-surface-alt);
  }
  &:disabled {
    color: var(--color-muted);
  }
`;

const compact = css`
  font-size: 0.95rem;
  input,
  textarea,
  select {
    padding: 11px 12px;
    min-width: 0;
  }
`;

const Wrapper = styled.div<{ $size: FieldSize }>`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  label small {
    font-weight: 400;
    color: var(--color-muted);
  }
  input,
  textarea,
  select {
    ${control}
  }
  textarea {
    min-height: 140px;
    resize: vertical;
  }
  ${({ $size }) => $size === 'compact' && compact}
`;

const ErrorText = styled.p<{ $size: FieldSize }>`
  margin: 0;
  color: var(--color-danger);
  font-size: ${({ $size }) => ($size === 'compact' ? '0.88rem' : '0.92rem')};
  font-weight: 600;
`;
