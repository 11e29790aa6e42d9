import { useEffect, useState } from 'react';
import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link, useLocation } from 'shared-contracts/routing/router';
import { Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';

import { newOrderNumber } from '../../components/order-number';

/**
 * Order confirmed. The number comes from checkout; a visitor arriving some other way still gets one,
 * made after the first render so the page itself renders the same every time.
 */
export function ThankYouPage() {
  usePageMeta({
    title: 'Order Confirmed | Wrap Lab Chicago',
    description: 'Thank you for your order from the Wrap Lab Chicago shop.',
    canonical: pagePaths.thankYou,
    noindex: true,
  });
  const { state } = useLocation() as { state: { orderNumber?: string } | null };
  const [orderNumber, setOrderNumber] = useState(state?.orderNumber ?? '');
  useEffect(() => {
    if (orderNumber) return;
    let live = true;
    queueMicrotask(() => live && setOrderNumber(newOrderNumber()));
    return () => {
      live = false;
    };
  }, [orderNumber]);

  return (
    <Page>
      <Container>
        <Panel aria-labelledby="thank-you-title">
          <div className="check" aria-hidden="true">
            ✓
          </div>
          <h1 id="thank-you-title">Order confirmed</h1>
          <p>Thank you for shopping with {business.name}. Your order is being processed.</p>
          <p className="order">
            Order number: <strong>{orderNumber || 'ORD-······'}</strong>
          </p>
          <p>A confirmation e-mail with your order details has been sent to the address you gave at checkout.</p>
          <p>
            Questions? Call <a href={business.phone.href}>{business.phone.display}</a>.
          </p>
          <div className="actions">
            <PrimaryButton as={Link} to={pagePaths.home}>
              Back to Home
            </PrimaryButton>
            <SecondaryButton as={Link} to={pagePaths.shopping}>
              Continue Shopping
            </SecondaryButton>
          </div>
        </Panel>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  background: linear-gradient(180deg, var(--color-surface-alt), var(--color-surface) 360px);
  padding: 64px 0 96px;
`;

const Panel = styled.section`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-card);
  padding: 40px 28px;
  .check {
    width: 72px;
    height: 72px;
    margin: 0 auto 18px;
    border-radius: 999px;
    display: grid;
    place-items: center;
    background: var(--color-success-tint);
    color: var(--color-success);
    font-size: 2.2rem;
    font-weight: 800;
  }
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 5vw, 2.8rem);
    line-height: 1.1;
    margin: 0 0 14px;
  }
  a {
    color: var(--color-brand-dark);
    font-weight: 700;
  }
  p {
    color: var(--color-ink-soft);
    line-height: 1.6;
    margin: 0 0 12px;
  }
  .order {
    font-size: 1.1rem;
    color: var(--color-ink);
  }
  .order strong {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
    letter-spacing: 0.04em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: center;
    margin-top: 24px;
  }
`;
