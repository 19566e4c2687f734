import type { TIdentityContext } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { unauthorized } from '../../platform/http-error.ts';
import type { TTokens } from '../../platform/tokens.ts';
import { findIdentityByEmail, type TIdentityRecord } from './find-identity.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { startSession } from './sessions.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks email and password and answers the identity. Agents log in only on the agent path and
 * customers only on the customer path; every failure answers the same message after the same hashing work.
 */
export const checkCredentials = async (options: {
  db: Db;
  email: string;
  password: string;
  context: TIdentityContext;
}): Promise<TIdentityRecord> => {
  const identity = await findIdentityByEmail({ db: options.db, email: options.email });
  const passwordOk = identity ? await verifyPassword(identity.passwordHash, options.password) : await verifyAgainstDummy(options.password);
  if (!identity || !passwordOk || identity.context !== options.context) throw unauthorized(INVALID_CREDENTIALS);
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
}): Promise<{ jwt: string }> => {
  const identity = await checkCredentials(options);
  return { jwt: await startSession({ db: options.db, tokens: options.tokens, identity, orgCode: options.orgCode }) };
};
