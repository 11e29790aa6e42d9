import { createAction, nanoid } from 'shared-contracts/store/toolkit';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast {
  id: string;
  title: string;
  description: string;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastState {
  items: Toast[];
}

/** A toast stays 5 seconds, then goes by itself. */
export const TOAST_DURATION_MS = 5000;

/** Any part of the site raises a toast by dispatching this; the shell shows it. */
export const toastShown = createAction('toast/shown', (input: ToastInput) => ({
  payload: {
    id: nanoid(),
    title: input.title,
    description: input.description ?? '',
    variant: input.variant ?? 'default',
    durationMs: TOAST_DURATION_MS,
  } satisfies Toast,
}));

export const toastDismissed = createAction<{ id: string }>('toast/dismissed');
