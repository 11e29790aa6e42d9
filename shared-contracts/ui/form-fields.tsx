import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

/** Labelled form controls with an error line tied to the control (aria-invalid, aria-describedby). */

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
  &:read-only:not(select) {
    background: var(--color-surface-alt);
  }
`;

const Wrapper = styled.div`
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
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--color-danger);
  font-size: 0.92rem;
  font-weight: 600;
`;

interface FieldChrome {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

function Field({
  label,
  hint,
  error,
  children,
}: FieldChrome & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label} {hint && <small>{hint}</small>}
      </label>
      {children({ id, ...(error ? { describedBy: errorId } : {}) })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

export function TextField({ label, hint, error, ...input }: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error}>
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
  ...textarea
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder: string }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
