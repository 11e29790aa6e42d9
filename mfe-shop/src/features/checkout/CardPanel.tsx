import type { RefObject } from 'react';

import { Alert } from 'shared-contracts/ui/Alert';
import { Panel } from 'shared-contracts/ui/cards';
import { SecondaryButton } from 'shared-contracts/ui/layout';

import type { CardFieldStatus } from '../payment';
import { CardSlot, Status, TestBadge } from './CardPanel.styles';

interface CardPanelProps {
  /** Where the payment provider draws its card field. */
  slot: RefObject<HTMLDivElement | null>;
  status: CardFieldStatus;
  testMode: boolean;
  retry: () => void;
  /** The provider's reason for refusing the last card, if it refused one. */
  paymentError: string | null;
}

export function CardPanel({ slot, status, testMode, retry, paymentError }: CardPanelProps) {
  return (
    <Panel aria-labelledby="card-heading">
      <h2 id="card-heading">
        Card details
        {status === 'ready' && testMode && <TestBadge>TEST MODE</TestBadge>}
      </h2>
      <CardSlot ref={slot} aria-busy={status === 'loading'} />
      {status === 'loading' && <Status role="status">Connecting to the payment system...</Status>}
      {status === 'unavailable' && (
        <Alert $tone="danger" role="alert">
          <strong>Payment system unavailable</strong>
          <p>We are experiencing issues with our payment system. Please try again later.</p>
          <SecondaryButton type="button" onClick={retry}>
            Retry
          </SecondaryButton>
        </Alert>
      )}
      {paymentError && (
        <Alert $tone="danger" role="alert">
          <strong>Payment failed</strong>
          <p>There was an error processing your payment. Please try again. ({paymentError})</p>
        </Alert>
      )}
    </Panel>
  );
}
