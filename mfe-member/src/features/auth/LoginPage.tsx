import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link, useLocation } from 'shared-contracts/routing/router';
import { browserStorage, memoryStorage } from 'shared-contracts/store/persisted';
import { TextField } from 'shared-contracts/ui/form-fields';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { useSubmitType } from 'shared-contracts/ui/submit-when-ready';

import { Card, CheckboxLabel, Columns, DarkCard, Form, Lead, Muted, Page, Title } from '../../components/member-ui';
import { memberBenefits } from '../membership';
import { profileForLogin, rememberedEmail, rememberEmail } from '../session';
import { loginSchema, type LoginForm } from './auth-schema';
import { useSimulatedSignIn } from './use-simulated-sign-in';

export function LoginPage() {
  const submitType = useSubmitType();
  usePageMeta({
    title: 'Member Login | Wrap Lab Chicago',
    description: 'Sign in to your Wrap Lab Chicago membership for member pricing, free shipping and training videos.',
    canonical: pagePaths.login,
    noindex: true,
  });
  const { search } = useLocation();
  // Read once: a remembered address fills the field; otherwise the field keeps what was typed before the page's scripts ran.
  const [remembered] = useState(() => rememberedEmail(browserStorage()));
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { ...(remembered ? { email: remembered } : {}), remember: remembered !== '' },
  });
  const { pending, signIn } = useSimulatedSignIn('Login successful!');

  function submit({ email, remember }: LoginForm) {
    signIn(() => {
      const storage = browserStorage() ?? memoryStorage();
      rememberEmail(storage, email, remember);
      return profileForLogin(storage, email, new Date());
    }, 'Welcome back to your member dashboard.');
  }

  return (
    <Page>
      <Container>
        <Columns>
          <Card aria-labelledby="login-title">
            <Title id="login-title">Member login</Title>
            <Lead>Sign in to see your membership, orders and perks.</Lead>
            <Form onSubmit={(event) => handleSubmit(submit)(event)}>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                required
                error={formState.errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                error={formState.errors.password?.message}
                {...register('password')}
              />
              <CheckboxLabel>
                <input type="checkbox" {...register('remember')} />
                Remember me on this device
              </CheckboxLabel>
              <PrimaryButton type={submitType} disabled={pending}>
                {pending ? 'Please wait...' : 'Sign In'}
              </PrimaryButton>
            </Form>
            <Muted>
              New here? <Link to={`${pagePaths.register}${search}`}>Create your membership</Link>
            </Muted>
          </Card>
          <DarkCard aria-labelledby="login-benefits">
            <h2 id="login-benefits">Member benefits</h2>
            <p>Premium members save on every order and learn from our installers.</p>
            <ul>
              {memberBenefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </DarkCard>
        </Columns>
      </Container>
    </Page>
  );
}
