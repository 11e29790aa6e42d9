import { act, fireEvent, screen } from '@testing-library/react';

import { renderMemberApp } from '../../test-utils';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login and registration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks the browser to require e-mail and password, with autocomplete hints', () => {
    renderMemberApp('/login');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).not.toBeChecked();
  });

  it('registers: Please wait... for 1.5 s, then the toast, the flag and the dashboard', async () => {
    const { store } = renderMemberApp('/register');
    type('Full name', 'Dana Ortiz');
    type(/Company/, 'Ortiz Plumbing');
    type('Email', 'dana@example.com');
    type('Password', 'vinyl-wrap-2026');
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Create Membership' })));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1499));
    expect(store.getState().session.signedIn).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(store.getState().session).toMatchObject({
      signedIn: true,
      profile: { name: 'Dana Ortiz', company: 'Ortiz Plumbing', email: 'dana@example.com' },
    });
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Registration successful!']);
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
    expect(screen.getByRole('heading', { name: 'Dana Ortiz' })).toBeInTheDocument();
  });

  it('logs in with the name registered earlier in this browser and remembers the e-mail when asked', async () => {
    localStorage.setItem(
      'wraplab.member.accounts',
      JSON.stringify({ 'sam@fleet.co': { name: 'Sam Lee', company: 'Fleet Co', joinDate: '2026-01-15' } }),
    );
    const { store } = renderMemberApp('/login');
    type('Email', 'sam@fleet.co');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Sign In' })));
    act(() => void vi.advanceTimersByTime(1500));
    expect(store.getState().session.profile).toMatchObject({ name: 'Sam Lee', joinDate: '2026-01-15' });
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Login successful!']);
    expect(localStorage.getItem('wraplab.member.rememberedEmail')).toBe('sam@fleet.co');
  });

  it('signs nobody in when a submit skips the browser checks with blank fields, and says what is missing', async () => {
    const { store } = renderMemberApp('/register');
    type('Full name', '   ');
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Create Membership' })));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Membership' })).toBeEnabled();
    act(() => void vi.advanceTimersByTime(1500));
    expect(store.getState().session.signedIn).toBe(false);
  });

  it('fills a remembered e-mail and ticks Remember me', () => {
    localStorage.setItem('wraplab.member.rememberedEmail', 'sam@fleet.co');
    renderMemberApp('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@fleet.co');
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
  });

  it('lets a visitor paste into every field', () => {
    renderMemberApp('/register');
    for (const label of ['Full name', 'Email', 'Password']) {
      const input = screen.getByLabelText(label);
      expect(fireEvent.paste(input)).toBe(true);
    }
  });
});
