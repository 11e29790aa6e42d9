import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link, Navigate, useLocation } from 'shared-contracts/routing/router';
import { selectPersistedStateLoaded } from 'shared-contracts/store/persisted';
import { selectIsSignedIn } from 'shared-contracts/store/session';
import { Container } from 'shared-contracts/ui/layout';

import { Card, Page } from '../../components/member-ui';
import { loginPathFor } from '../session';

/**
 * The dashboard needs the signed-in flag; a visitor without it signs in and comes back here.
 * A member who signs out while on the page (here or in another tab) is not bounced to the login
 * page: the sign-out decides where to go.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const signedIn = useSelector(selectIsSignedIn);
  const known = useSelector(selectPersistedStateLoaded);
  const { pathname } = useLocation();
  const [arrived, setArrived] = useState<boolean | null>(known ? signedIn : null);
  // The flag is only known once the browser has read it; that moment is the arrival.
  if (known && arrived === null) setArrived(signedIn);
  if (!known) return <CheckingMembership />;
  if (signedIn) return children;
  if (!(arrived ?? signedIn)) return <Navigate to={loginPathFor(pathname)} replace />;
  return (
    <Page>
      <Container>
        <Card>
          <h2>You have signed out</h2>
          <p>
            <Link to={loginPathFor(pathname)}>Sign in again</Link> to see your membership.
          </p>
        </Card>
      </Container>
    </Page>
  );
}

/** What the server draws for the dashboard, and what a visitor sees for the moment before the flag is read. */
function CheckingMembership() {
  usePageMeta({
    title: 'Member Dashboard | Wrap Lab Chicago',
    description: 'Your Wrap Lab Chicago membership: profile, orders and perks.',
    canonical: pagePaths.memberDashboard,
    noindex: true,
  });
  return (
    <Page>
      <Container>
        <h1>Member dashboard</h1>
        <Checking role="status">
          Checking your membership… Your profile, orders and member perks appear here in a moment.
        </Checking>
      </Container>
    </Page>
  );
}

/** Holds the dashboard's room, so the page below does not jump when the dashboard (or the login page) replaces it. */
const Checking = styled.p`
  min-height: 100vh;
`;
