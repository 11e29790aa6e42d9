import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod/mini';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link, useLocation } from 'shared-contracts/routing/router';
import { browserStorage, memoryStorage } from 'shared-contracts/store/persisted';
import { TextField } from 'shared-contracts/ui/form-fields';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { useSubmitType } from 'shared-contracts/ui/submit-when-ready';

import { Card, Columns, DarkCard, Form, Lead, Muted, Page, Title } from '../../components/member-ui';
import { memberBenefits, PREMIUM_PRICE } from '../membership';
import { registerAccount } from '../session';
import { registerSchema, type RegisterForm } from './auth-schema';
import { useSimulatedSignIn } from './use-simulated-sign-in';

export function RegisterPage() {
  const submitType = useSubmitType();
  usePageMeta({
    title: 'Create Your Membership | Wrap Lab Chicago',
    description: `Join Wrap Lab Chicago premium membership for ${PREMIUM_PRICE} a month: 10% off, free shipping, training videos and a free t-shirt.`,
    canonical: pagePaths.register,
    noindex: true,
  });
  const { search } = useLocation();
  // No default values: each field keeps what was typed before the page's scripts ran.
  const { register, handleSubmit, formState } = useForm<RegisterForm, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
  });
  const { errors } = formState;
  const { pending, signIn } = useSimulatedSignIn('Registration successful!');

  function submit(details: z.output<typeof registerSchema>) {
    signIn(
      () => registerAccount(browserStorage() ?? memoryStorage(), details, new Date()),
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
            <Form onSubmit={(event) => handleSubmit(submit)(event)}>
              <TextField
                label="Full name"
                autoComplete="name"
                required
                error={errors.name?.message}
                {...register('name')}
              />
              <TextField label="Company" hint="(optional)" autoComplete="organization" {...register('company')} />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                error={errors.password?.message}
                {...register('password')}
              />
              <PrimaryButton type={submitType} disabled={pending}>
                {pending ? 'Please wait...' : 'Create Membership'}
              </PrimaryButton>
            </Form>
            <Muted>
              Already a member? <Link to={`${pagePaths.login}${search}`}>Sign in</Link>
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
