import type { TIdentityContext } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { unauthorized } from '../../platform/http-error.ts';
import type { TTokens } from '../../platform/tokens.ts';
import { findIdentityByEmail, type TIdentityRecord } from './find-identity.ts';
import { assertLoginNotLocked, clearLoginFailures, recordLoginFailure, type TLoginLockout } from './login-lockout.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { orgCodesOf, startSession } from './sessions.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks email and password and answers the identity. Agents log in only on the agent path and
 * customers only on the customer path; every failure answers the same message after the same hashing work.
 * An account with too many recent failures answers 429 before any password is checked (login-lockout.ts).
 */
export const checkCredentials = async (options: {
  db: Db;
  email: string;
  password: string;
  context: TIdentityContext;
  lockout: TLoginLockout;
  /** The brand the login happens in: a customer belongs to the one it registered in (decision 022). */
  orgCode?: string;
}): Promise<TIdentityRecord> => {
  await assertLoginNotLocked(options);
  const identity = await findIdentityByEmail({ db: options.db, email: options.email });
  const passwordOk = identity ? await verifyPassword(identity.passwordHash, options.password) : await verifyAgainstDummy(options.password);
  if (!identity || !passwordOk || identity.context !== options.context) {
    await recordLoginFailure(options);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearLoginFailures(options);
  // The right password in a brand the person never joined: no account here, as far as anyone can tell.
  if (options.orgCode && identity.context === 'customer' && !orgCodesOf(identity).includes(options.orgCode)) throw unauthorized(INVALID_CREDENTIALS);
  return identity;
};

/** Legacy login: checks the credentials and opens a session. */
export const logIn = async (options: {
  db: Db;
  tokens: TTokens;
  email: string;
  password: string;
  context: TIdentityContext;
  orgCode: string;
  lockout: TLoginLockout;
}): Promise<{ jwt: string }> => {
  const identity = await checkCredentials(options);
  return { jwt: await startSession({ db: options.db, tokens: options.tokens, identity, orgCode: options.orgCode }) };
};
