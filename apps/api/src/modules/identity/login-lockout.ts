import { clearCounter, incrementCounter, readCounter } from '../../platform/counters.ts';
import type { Db } from '../../platform/database.ts';
import { HttpError } from '../../platform/http-error.ts';
import { emailKeyOf } from './find-identity.ts';

/** How many wrong passwords an account takes in how long before its logins pause (LOGIN_LOCKOUT_*). */
export type TLoginLockout = { failures: number; windowMs: number };

export const loginLockoutOf = (config: { loginLockoutFailures: number; loginLockoutMinutes: number }): TLoginLockout => ({
  failures: config.loginLockoutFailures,
  windowMs: config.loginLockoutMinutes * 60_000,
});

export const accountLockedMessage = (windowMs: number) => {
  const minutes = Math.max(1, Math.round(windowMs / 60_000));
  return `Too many failed attempts for this account. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`;
};

// Counted per email as typed (normalised), whether or not an account has it: the pause then says nothing
// about which emails are registered.
const keyOf = (email: string) => `login-failures:${emailKeyOf(email)}`;

/**
 * Limits guessing one account's password from many addresses (issue 19 item 1). The pause ends by itself
 * when the window closes, and a password reset ends it at once: an attacker can slow a person down, never
 * shut them out.
 */
export const assertLoginNotLocked = async (options: { db: Db; email: string; lockout: TLoginLockout }) => {
  const { count } = await readCounter({ db: options.db, key: keyOf(options.email) });
  if (count >= options.lockout.failures) throw new HttpError(429, [accountLockedMessage(options.lockout.windowMs)]);
};

export const recordLoginFailure = async (options: { db: Db; email: string; lockout: TLoginLockout }) => {
  await incrementCounter({ db: options.db, key: keyOf(options.email), windowMs: options.lockout.windowMs });
};

/** A successful login or a password reset forgets the account's failures. */
export const clearLoginFailures = async (options: { db: Db; email: string }) => {
  await clearCounter({ db: options.db, key: keyOf(options.email) });
};
