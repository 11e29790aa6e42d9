import { act, fireEvent, screen } from '@testing-library/react';

import { renderMemberApp, sampleProfile } from '../../test-utils';

describe('the member dashboard guard', () => {
  beforeEach(() => localStorage.clear());

  it.each(['/dashboard', '/member-dashboard'])('sends a visitor without the flag from %s to login', (path) => {
    renderMemberApp(path);
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(path)}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member login');
  });

  it('asks a visitor to sign in on the other member pages without redirecting (only the dashboard is guarded)', () => {
    renderMemberApp('/my-orders');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-orders$/);
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fmy-orders');
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });

  it('brings the visitor back to the page they wanted after signing in', async () => {
    vi.useFakeTimers();
    renderMemberApp('/dashboard');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Sign In' })));
    act(() => void vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(screen.getByRole('heading', { name: 'Pat' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows a signed-in member their dashboard with what they entered', () => {
    renderMemberApp('/member-dashboard', sampleProfile);
    expect(screen.getByRole('heading', { name: 'Dana Ortiz' })).toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getByText('November 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shopping');
    for (const perk of ['Free T-shirt', 'Member discounts', 'Training videos', 'Member events']) {
      expect(screen.getByRole('heading', { name: perk })).toBeInTheDocument();
    }
    for (const [name, href] of [
      ['Edit Profile', '/member-profile'],
      ['My Orders', '/my-orders'],
      ['Payment Methods', '/payment-methods'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('logs out: flag gone, toast, home', () => {
    const { store } = renderMemberApp('/member-dashboard', sampleProfile);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().session.signedIn).toBe(false);
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Logged out successfully']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('saves profile edits', () => {
    const { store } = renderMemberApp('/member-profile', sampleProfile);
    fireEvent.change(screen.getByLabelText(/Company/), { target: { value: 'Ortiz & Sons Plumbing' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save Profile' }));
    expect(store.getState().session.profile?.company).toBe('Ortiz & Sons Plumbing');
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Profile updated']);
  });
});
