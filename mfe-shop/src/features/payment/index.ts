export type { PaymentProvider, TokenizeResult } from './payment-provider';
export { useCardField } from './use-card-field';
