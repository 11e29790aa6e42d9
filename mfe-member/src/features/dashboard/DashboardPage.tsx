import { useSelector } from 'react-redux';
import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { selectMemberProfile } from 'shared-contracts/store/session';
import { Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

import { Card, DarkCard, Page, Title } from '../../components/member-ui';
import { PerkIcon } from '../../components/perk-icons';
import { memberBenefits, membershipPerks, PREMIUM_PRICE } from '../membership';
import { longDate } from './format-date';
import { useSignOut } from './use-sign-out';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function DashboardPage() {
  usePageMeta({
    title: 'Member Dashboard | Wrap Lab Chicago',
    description: 'Your Wrap Lab Chicago membership: profile, orders and perks.',
    canonical: pagePaths.memberDashboard,
    noindex: true,
  });
  const profile = useSelector(selectMemberProfile);
  const signOut = useSignOut();
  const name = profile?.name ?? 'Member';

  return (
    <Page>
      <Container>
        <Top>
          <div>
            <Title>Member dashboard</Title>
            <p>Welcome back, {name.split(' ')[0]}.</p>
          </div>
          <SecondaryButton type="button" onClick={signOut}>
            Logout
          </SecondaryButton>
        </Top>
        <Grid>
          <Card aria-labelledby="profile-card">
            <Avatar aria-hidden="true">{initials(name)}</Avatar>
            <h2 id="profile-card">{name}</h2>
            <p>{profile?.email}</p>
            {profile?.company && <p>{profile.company}</p>}
          </Card>
          <Card aria-labelledby="member-since">
            <h2 id="member-since">Member since</h2>
            <Stat>{profile ? longDate(profile.joinDate) : '—'}</Stat>
          </Card>
          <Card aria-labelledby="membership-status">
            <h2 id="membership-status">Membership status</h2>
            <Badge>Premium · Active</Badge>
            <p>
              {PREMIUM_PRICE} per month{profile ? `, paid through ${longDate(profile.premiumUntil)}` : ''}.
            </p>
          </Card>
          <DarkCard aria-labelledby="premium-benefits">
            <h2 id="premium-benefits">Premium benefits</h2>
            <ul>
              {memberBenefits.slice(0, 4).map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </DarkCard>
          <Wide>
            <Card aria-labelledby="recent-orders">
              <h2 id="recent-orders">Recent orders</h2>
              <p>No orders yet</p>
              <PrimaryButton as={Link} to={pagePaths.shopping}>
                Start Shopping
              </PrimaryButton>
            </Card>
          </Wide>
          <Wide>
            <Card aria-labelledby="manage-membership">
              <h2 id="manage-membership">Your account</h2>
              <p>Update your details, follow your orders and choose how you pay.</p>
              <Actions aria-label="Member pages">
                <SecondaryButton as={Link} to={pagePaths.memberProfile}>
                  Edit Profile
                </SecondaryButton>
                <SecondaryButton as={Link} to={pagePaths.myOrders}>
                  My Orders
                </SecondaryButton>
                <SecondaryButton as={Link} to={pagePaths.paymentMethods}>
                  Payment Methods
                </SecondaryButton>
                <SecondaryButton as={Link} to={pagePaths.shopping}>
                  Shop with Member Pricing
                </SecondaryButton>
              </Actions>
            </Card>
          </Wide>
        </Grid>
        <PerksSection aria-labelledby="perks-title">
          <h2 id="perks-title">Membership perks</h2>
          <Perks>
            {membershipPerks.map((perk) => (
              <li key={perk.title}>
                <PerkIcon name={perk.icon} />
                <h3>{perk.title}</h3>
                <p>{perk.description}</p>
              </li>
            ))}
          </Perks>
        </PerksSection>
      </Container>
    </Page>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  margin-bottom: 28px;
  p {
    margin: 0;
    color: var(--color-ink-soft);
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  display: grid;
  ${media.md} {
    grid-column: span 2;
  }
`;

const Avatar = styled.div`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: var(--color-brand);
  color: var(--color-brand-ink);
  font-weight: 800;
  font-size: 1.2rem;
  margin-bottom: 12px;
`;

const Stat = styled.p`
  font-size: 1.35rem;
  font-weight: 800;
  color: var(--color-ink) !important;
  margin: 4px 0;
`;

const Badge = styled.span`
  display: inline-block;
  padding: 4px 10px;
  border-radius: 999px;
  background: var(--color-success-tint);
  color: var(--color-success);
  font-weight: 700;
  font-size: 0.85rem;
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

const PerksSection = styled.section`
  margin-top: 40px;
`;

const Perks = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  svg {
    color: var(--color-brand);
  }
  li {
    padding: 20px;
    border-radius: var(--radius-md);
    background: var(--color-surface-alt);
    border: 1px solid var(--color-line);
  }
  h3 {
    margin: 8px 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 0.95rem;
  }
`;
