export type { PaymentProvider, TokenizeResult } from './payment-provider';
export { useCardField, type CardFieldStatus } from './use-card-field';
