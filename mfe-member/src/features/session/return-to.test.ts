import { loginPathFor, returnPath } from './return-to';

describe('returnPath', () => {
  it('goes back to the member page the guard sent the visitor from', () => {
    expect(returnPath(loginPathFor('/dashboard').split('?')[1]!)).toBe('/dashboard');
    expect(returnPath('?returnTo=%2Fmy-orders')).toBe('/my-orders');
  });

  it('goes to the member dashboard otherwise, never to another site', () => {
    expect(returnPath('')).toBe('/member-dashboard');
    expect(returnPath('?returnTo=https%3A%2F%2Fevil.test')).toBe('/member-dashboard');
    expect(returnPath('?returnTo=%2F%2Fevil.test')).toBe('/member-dashboard');
  });
});
