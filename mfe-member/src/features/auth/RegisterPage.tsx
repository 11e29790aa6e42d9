import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { Link, useLocation } from 'shared-contracts/routing/router';
import { browserStorage, memoryStorage } from 'shared-contracts/store/persisted';
import { TextField } from 'shared-contracts/ui/form-fields';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { useSubmitType } from 'shared-contracts/ui/submit-when-ready';

import { Card, Columns, DarkCard, Form, Lead, Muted, Page, Title } from '../../components/member-ui';
import { memberBenefits, PREMIUM_PRICE } from '../membership';
import { registerAccount } from '../session';
import { useSimulatedSignIn } from './use-simulated-sign-in';

export function RegisterPage() {
  const submitType = useSubmitType();
  usePageMeta({
    title: 'Create Your Membership | Wrap Lab Chicago',
    description: `Join Wrap Lab Chicago premium membership for ${PREMIUM_PRICE} a month: 10% off, free shipping, training videos and a free t-shirt.`,
    canonical: '/register',
    noindex: true,
  });
  const { search } = useLocation();
  const [form, setForm] = useState({ name: '', company: '', email: '', password: '' });
  const { pending, signIn } = useSimulatedSignIn('Registration successful!');
  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn(
      () => registerAccount(browserStorage() ?? memoryStorage(), form, new Date()),
      'Welcome to Wrap Lab premium. Your free t-shirt is waiting.',
    );
  }

  return (
    <Page>
      <Container>
        <Columns>
          <Card aria-labelledby="register-title">
            <Title id="register-title">Create your membership</Title>
            <Lead>Premium membership for wrap owners, fleet managers and DIY installers.</Lead>
            <Form onSubmit={submit}>
              <TextField
                label="Full name"
                name="name"
                autoComplete="name"
                required
                value={form.name}
                onChange={update('name')}
              />
              <TextField
                label="Company"
                hint="(optional)"
                name="company"
                autoComplete="organization"
                value={form.company}
                onChange={update('company')}
              />
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                required
                value={form.email}
                onChange={update('email')}
              />
              <TextField
                label="Password"
                type="password"
                name="password"
                autoComplete="new-password"
                required
                value={form.password}
                onChange={update('password')}
              />
              <PrimaryButton type={submitType} disabled={pending}>
                {pending ? 'Please wait...' : 'Create Membership'}
              </PrimaryButton>
            </Form>
            <Muted>
              Already a member? <Link to={`/login${search}`}>Sign in</Link>
            </Muted>
          </Card>
          <DarkCard aria-labelledby="premium-title">
            <h2 id="premium-title">Premium membership</h2>
            <Price>
              {PREMIUM_PRICE} <small>per month</small>
            </Price>
            <ul>
              {memberBenefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <Promo>Join today and get a free Wrap Lab t-shirt.</Promo>
          </DarkCard>
        </Columns>
      </Container>
    </Page>
  );
}

const Price = styled.p`
  margin: 8px 0 0;
  font-family: var(--font-display);
  font-size: 2.6rem;
  font-weight: 800;
  color: var(--color-on-dark) !important;
  small {
    font-size: 1rem;
    font-weight: 600;
    color: var(--color-on-dark-muted);
  }
`;

const Promo = styled.p`
  margin-top: 20px;
  padding: 14px 16px;
  border-radius: var(--radius-md);
  background: var(--color-brand-glow);
  border: 1px solid var(--color-brand-glow-line-strong);
  color: var(--color-brand-pale) !important;
  font-weight: 600;
`;
