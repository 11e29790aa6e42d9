import { z } from 'zod/mini';

/**
 * Login and registration are simulated in the browser (no server holds accounts), so these schemas are
 * their only check after the browser's own `required` and e-mail type. The messages show only when a
 * submit skipped the browser's checks (a script, an extension).
 */
export const authMessages = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

const nonBlank = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const loginSchema = z.object({
  email: nonBlank(authMessages.emailRequired),
  password: z.string().check(z.minLength(1, authMessages.passwordRequired)),
  remember: z.boolean(),
});

export const registerSchema = z.object({
  name: nonBlank(authMessages.nameRequired),
  company: z._default(z.string().check(z.trim()), ''),
  email: nonBlank(authMessages.emailRequired),
  password: z.string().check(z.minLength(1, authMessages.passwordRequired)),
});

export type LoginForm = z.input<typeof loginSchema>;
export type RegisterForm = z.input<typeof registerSchema>;
