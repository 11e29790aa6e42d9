import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled, { css } from 'styled-components';

import { toastDismissed, type Toast } from 'shared-contracts/store/toast';
import { media } from 'shared-contracts/ui/theme';

import { toastsSlice } from '../../store/toastsSlice';

function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed({ id: toast.id })), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);
  return (
    <Card $variant={toast.variant} data-variant={toast.variant}>
      <div>
        <strong>{toast.title}</strong>
        {toast.description && <p>{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dispatch(toastDismissed({ id: toast.id }))}
      >
        ×
      </button>
    </Card>
  );
}

/** Bottom-right notifications any part of the site raises through `toast/shown`. */
export function ToastArea() {
  const toasts = useSelector(toastsSlice.selectors.selectToasts);
  return (
    <Region role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}

/**
 * Bottom right, as the spec has it, but clear of what the visitor needs next: above the chat launcher's
 * corner (and, on phones, above the call and quote bar), and under the cart drawer (70), so a toast
 * never lies over the drawer's buttons; the drawer itself shows what was added.
 */
const Region = styled.div`
  position: fixed;
  right: 16px;
  bottom: calc(var(--layout-phone-bar-height) + 16px + env(safe-area-inset-bottom, 0px));
  z-index: 65;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
  ${media.md} {
    bottom: 76px;
  }
`;

const Card = styled.div<{ $variant: Toast['variant'] }>`
  pointer-events: auto;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-ink);
  border: 1px solid var(--color-line);
  border-left: 5px solid var(--color-success);
  box-shadow: 0 12px 32px rgb(15 23 42 / 22%);
  animation: toast-in 0.2s ease-out;
  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      background: var(--color-danger);
      color: var(--color-on-dark);
      border-color: var(--color-danger);
    `}
  ${({ $variant }) =>
    $variant === 'default' &&
    css`
      border-left-color: var(--color-accent);
    `}
  strong {
    display: block;
    margin-bottom: 2px;
  }
  p {
    margin: 0;
    font-size: 0.92rem;
    line-height: 1.45;
  }
  button {
    margin-left: auto;
    background: none;
    border: 0;
    color: inherit;
    font-size: 1.2rem;
    cursor: pointer;
    line-height: 1;
    padding: 2px 6px;
  }
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;
