import { createContext } from 'react';

import { loadPaymentConfig, paymentConfigUrl, type PaymentConfig } from './payment-config';
import type { PaymentProvider } from './payment-provider';
import { squareProvider } from './square-provider';
import { testProvider } from './test-provider';

export function providerFor(config: PaymentConfig): PaymentProvider {
  return config.provider === 'square' ? squareProvider(config) : testProvider();
}

/** How checkout gets its provider: from the deployed configuration, or a fake in component tests. */
export type ResolvePaymentProvider = () => Promise<PaymentProvider>;

export const resolveConfiguredProvider: ResolvePaymentProvider = async () =>
  providerFor(await loadPaymentConfig(paymentConfigUrl()));

export const PaymentSetupContext = createContext<ResolvePaymentProvider>(resolveConfiguredProvider);
