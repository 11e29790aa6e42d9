import { memoryStorage } from 'shared-contracts/store/persisted';

import {
  nameFromEmail,
  premiumUntil,
  profileForLogin,
  registerAccount,
  rememberedEmail,
  rememberEmail,
  saveAccountDetails,
} from './member-accounts';

const now = new Date('2026-11-23T15:00:00Z');

describe('member accounts', () => {
  it('remembers what a visitor registered with and shows it again at login', () => {
    const storage = memoryStorage();
    registerAccount(storage, { name: ' Dana Ortiz ', email: 'Dana@Example.com', company: 'Ortiz Plumbing' }, now);
    expect(profileForLogin(storage, 'dana@example.com', new Date('2027-01-05T10:00:00Z'))).toEqual({
      name: 'Dana Ortiz',
      email: 'dana@example.com',
      company: 'Ortiz Plumbing',
      joinDate: '2026-11-23',
      premiumUntil: '2026-12-23',
    });
  });

  it('names a member without a registration here after their e-mail, never a sample name', () => {
    const profile = profileForLogin(memoryStorage(), 'sam.k-lee42@fleet.co', now);
    expect(profile.name).toBe('Sam K Lee');
    expect(profile.company).toBe('');
    expect(profile.joinDate).toBe('2026-11-23');
  });

  it('falls back to "Member" when the e-mail has no letters before the @', () => {
    expect(nameFromEmail('123@x.com')).toBe('Member');
  });

  it('runs premium one month from the join date', () => {
    expect(premiumUntil('2026-01-31')).toBe('2026-03-03');
    expect(premiumUntil('2026-11-23')).toBe('2026-12-23');
  });

  it('keeps edited details for the next sign-in', () => {
    const storage = memoryStorage();
    const profile = registerAccount(storage, { name: 'Dana', email: 'dana@example.com', company: '' }, now);
    saveAccountDetails(storage, { ...profile, name: 'Dana Ortiz', company: 'Ortiz Plumbing' });
    expect(profileForLogin(storage, 'dana@example.com', now).company).toBe('Ortiz Plumbing');
  });

  it('remembers the e-mail only when asked to', () => {
    const storage = memoryStorage();
    rememberEmail(storage, 'dana@example.com', true);
    expect(rememberedEmail(storage)).toBe('dana@example.com');
    rememberEmail(storage, 'dana@example.com', false);
    expect(rememberedEmail(storage)).toBe('');
  });
});
