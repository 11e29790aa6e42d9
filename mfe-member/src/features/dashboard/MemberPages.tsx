import { useState, type FormEvent, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { browserStorage, memoryStorage, selectPersistedStateLoaded } from 'shared-contracts/store/persisted';
import { selectIsSignedIn, selectMemberProfile } from 'shared-contracts/store/session';
import { toastShown } from 'shared-contracts/store/toast';
import { TextField } from 'shared-contracts/ui/form-fields';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { useSubmitType } from 'shared-contracts/ui/submit-when-ready';

import { Card, Form, Lead, Muted, Page, Title } from '../../components/member-ui';
import { loginPathFor, profileUpdated, saveAccountDetails } from '../session';

/**
 * Only the dashboard redirects a visitor (spec: only the dashboard is guarded); these pages stay
 * reachable and ask a visitor to sign in instead of showing someone's details.
 */
function MemberPage({
  title,
  path,
  lead,
  children,
}: {
  title: string;
  path: string;
  lead: string;
  children: ReactNode;
}) {
  usePageMeta({ title: `${title} | Wrap Lab Chicago`, description: lead, canonical: path, noindex: true });
  const signedIn = useSelector(selectIsSignedIn);
  const known = useSelector(selectPersistedStateLoaded);
  return (
    <Page>
      <Container>
        <Narrow>
          <Muted>
            <Link to={pagePaths.memberDashboard}>← Back to your dashboard</Link>
          </Muted>
          <Title>{title}</Title>
          <Lead>{lead}</Lead>
          <Content>
            {!known ? (
              <p role="status">Checking your membership…</p>
            ) : signedIn ? (
              children
            ) : (
              <Card>
                <h2>Sign in to continue</h2>
                <p>
                  This page belongs to your membership. <Link to={loginPathFor(path)}>Sign in</Link> or{' '}
                  <Link to={pagePaths.register}>create a membership</Link> to see it.
                </p>
              </Card>
            )}
          </Content>
        </Narrow>
      </Container>
    </Page>
  );
}

export function MemberProfilePage() {
  const submitType = useSubmitType();
  const profile = useSelector(selectMemberProfile);
  const dispatch = useDispatch();
  const [name, setName] = useState(profile?.name ?? '');
  const [company, setCompany] = useState(profile?.company ?? '');

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!profile) return;
    const details = { name: name.trim(), company: company.trim() };
    dispatch(profileUpdated(details));
    saveAccountDetails(browserStorage() ?? memoryStorage(), { ...profile, ...details });
    dispatch(toastShown({ title: 'Profile updated', description: 'Your details are saved.', variant: 'success' }));
  }

  return (
    <MemberPage
      title="Member profile"
      path={pagePaths.memberProfile}
      lead="The name and company we use on your orders and invoices."
    >
      <Card>
        <Form onSubmit={save}>
          <TextField
            label="Full name"
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label="Company"
            hint="(optional)"
            name="company"
            autoComplete="organization"
            value={company}
            onChange={(e) => setCompany(e.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            value={profile?.email ?? ''}
            readOnly
            aria-describedby="email-note"
          />
          <Muted id="email-note">To change the e-mail on your membership, call us at {business.phone.display}.</Muted>
          <PrimaryButton type={submitType}>Save Profile</PrimaryButton>
        </Form>
      </Card>
    </MemberPage>
  );
}

export function MyOrdersPage() {
  return (
    <MemberPage
      title="My orders"
      path={pagePaths.myOrders}
      lead="Orders you place while signed in appear here with their status."
    >
      <Card>
        <h2>No orders yet</h2>
        <p>Wrap films, care kits and Wrap Lab gear ship free for members.</p>
        <PrimaryButton as={Link} to={pagePaths.shopping}>
          Start Shopping
        </PrimaryButton>
      </Card>
    </MemberPage>
  );
}

export function PaymentMethodsPage() {
  return (
    <MemberPage
      title="Payment methods"
      path={pagePaths.paymentMethods}
      lead="How you pay for orders and your membership."
    >
      <Card>
        <h2>No saved cards</h2>
        <p>
          For your security we do not store card numbers on this site. You enter your card at checkout, where it goes
          straight to our payment provider. Installation work can also be paid by check or financing: see{' '}
          <Link to={pagePaths.paymentOptions}>payment options</Link>.
        </p>
        <PrimaryButton as={Link} to={pagePaths.shopping}>
          Go to the Shop
        </PrimaryButton>
      </Card>
    </MemberPage>
  );
}

const Narrow = styled.div`
  max-width: 720px;
`;

/** The same room whether the member's details are still being read or already shown, so the page below stays put. */
const Content = styled.div`
  min-height: 26rem;
`;
