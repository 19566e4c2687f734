import { z } from 'zod/mini';
import { MSG } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_SPECIALS = '!@#$%^&*';

/** The four strength rules of spec 02 section 5, each with its "Must ..." message. */
export const PASSWORD_RULES = [
  { id: 'length', message: MSG.passwordMinLength, test: (p: string) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', message: MSG.passwordUppercase, test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', message: MSG.passwordLowercase, test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', message: MSG.passwordDigit, test: (p: string) => /\d/.test(p) },
  { id: 'special', message: MSG.passwordSpecial, test: (p: string) => /[!@#$%^&*]/.test(p) },
] as const;

export const failedPasswordRules = (password: string) => PASSWORD_RULES.filter((r) => !r.test(password));

/** Four-segment meter: 0 (empty) to 4 (every rule met). */
export const passwordStrength = (password: string): 0 | 1 | 2 | 3 | 4 => {
  if (!password) return 0;
  const met = PASSWORD_RULES.length - failedPasswordRules(password).length;
  return Math.max(1, Math.min(4, met - 1)) as 1 | 2 | 3 | 4;
};

/** No upper bound below 64 characters and no truncation (NIST 800-63B); 1024 caps hashing cost. */
export const ZPassword = z.string({ error: MSG.required }).check(z.minLength(1, { error: MSG.required, abort: true }), z.maxLength(1024, 'Must be at most 1024 characters'), z.superRefine((value, ctx) => {
    const failed = failedPasswordRules(value);
    if (failed.length === 0) return;
    for (const rule of failed) ctx.addIssue({ code: 'custom', message: rule.message });
    ctx.addIssue({ code: 'custom', message: MSG.passwordNotStrong });
  }));

/**
 * Password and its confirmation (set-password step). The mismatch is reported on confirmPassword,
 * where the person is typing, and only once something was typed there ("Required" covers empty).
 */
export const ZSetPassword = z.object({
    password: ZPassword,
    confirmPassword: z.string({ error: MSG.required }).check(z.minLength(1, MSG.required), z.maxLength(1024, 'Must be at most 1024 characters')),
  }).check(z.refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    error: MSG.passwordsDontMatch,
    path: ['confirmPassword'],
  }));
export type TSetPassword = z.infer<typeof ZSetPassword>;
