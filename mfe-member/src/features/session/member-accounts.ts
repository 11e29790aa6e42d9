import type { KeyValueStorage } from 'shared-contracts/store/persisted';
import type { MemberProfile } from 'shared-contracts/store/session';

/**
 * Sign-in is simulated in the browser (no server holds accounts), so the details a visitor registered
 * with are remembered here: signing in later with the same e-mail shows their own name again.
 */
const ACCOUNTS_KEY = 'wraplab.member.accounts';
const REMEMBERED_EMAIL_KEY = 'wraplab.member.rememberedEmail';

type StoredAccount = Pick<MemberProfile, 'name' | 'company' | 'joinDate'>;

const readAccounts = (storage: KeyValueStorage): Record<string, StoredAccount> => {
  try {
    return JSON.parse(storage.getItem(ACCOUNTS_KEY) ?? '{}') as Record<string, StoredAccount>;
  } catch {
    return {};
  }
};

const key = (email: string) => email.trim().toLowerCase();

/** Premium membership is billed monthly: paid through one month after joining. */
export function premiumUntil(joinDate: string): string {
  const date = new Date(`${joinDate}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

export const today = (now: Date) => now.toISOString().slice(0, 10);

/** "dana.ortiz" -> "Dana Ortiz": a readable name for an e-mail we have no registration for. */
export function nameFromEmail(email: string): string {
  const local = key(email).split('@')[0] ?? '';
  const words = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w.replace(/\d+/g, ''))
    .filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') : 'Member';
}

export function registerAccount(
  storage: KeyValueStorage,
  details: { name: string; email: string; company: string },
  now: Date,
): MemberProfile {
  const joinDate = today(now);
  const accounts = readAccounts(storage);
  accounts[key(details.email)] = { name: details.name.trim(), company: details.company.trim(), joinDate };
  storage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
  return {
    name: details.name.trim(),
    email: details.email.trim(),
    company: details.company.trim(),
    joinDate,
    premiumUntil: premiumUntil(joinDate),
  };
}

export function profileForLogin(storage: KeyValueStorage, email: string, now: Date): MemberProfile {
  const account = readAccounts(storage)[key(email)];
  const joinDate = account?.joinDate ?? today(now);
  return {
    name: account?.name || nameFromEmail(email),
    email: email.trim(),
    company: account?.company ?? '',
    joinDate,
    premiumUntil: premiumUntil(joinDate),
  };
}

export function saveAccountDetails(storage: KeyValueStorage, profile: MemberProfile) {
  const accounts = readAccounts(storage);
  accounts[key(profile.email)] = { name: profile.name, company: profile.company, joinDate: profile.joinDate };
  storage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
}

/** "Remember me" keeps the e-mail so the login form is filled in next time. */
export const rememberedEmail = (storage: KeyValueStorage | undefined) => storage?.getItem(REMEMBERED_EMAIL_KEY) ?? '';

export function rememberEmail(storage: KeyValueStorage, email: string, remember: boolean) {
  if (remember) storage.setItem(REMEMBERED_EMAIL_KEY, email.trim());
  else storage.removeItem(REMEMBERED_EMAIL_KEY);
}
