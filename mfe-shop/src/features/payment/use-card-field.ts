import { useCallback, useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { useDispatch } from 'react-redux';

import { toastShown } from 'shared-contracts/store/toast';

import type { CardField } from './payment-provider';
import { PaymentSetupContext } from './payment-setup';

export type CardFieldStatus = 'loading' | 'ready' | 'unavailable';

/**
 * Start the configured provider and attach its card field inside `container` once `enabled`.
 * When it cannot start the visitor is told the payment system is unavailable, and `retry` starts it again.
 */
export function useCardField(container: RefObject<HTMLElement | null>, enabled: boolean) {
  const resolveProvider = useContext(PaymentSetupContext);
  const dispatch = useDispatch();
  const [status, setStatus] = useState<CardFieldStatus>('loading');
  const [testMode, setTestMode] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const field = useRef<CardField | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let attached: CardField | null = null;
    (async () => {
      const provider = await resolveProvider();
      const target = container.current;
      if (!target) throw new Error('no element to attach the card field to');
      attached = await provider.attachCard(target);
      if (cancelled) return void attached.destroy();
      field.current = attached;
      setTestMode(provider.testMode);
      setStatus('ready');
    })().catch(() => {
      if (cancelled) return;
      field.current = null;
      setStatus('unavailable');
      dispatch(
        toastShown({
          title: 'Payment system unavailable',
          description: 'We are experiencing issues with our payment system. Please try again later.',
          variant: 'destructive',
        }),
      );
    });
    return () => {
      cancelled = true;
      field.current = null;
      void attached?.destroy();
    };
  }, [enabled, attempt, resolveProvider, container, dispatch]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { status, testMode, field, retry };
}
