import { eq, sql } from 'drizzle-orm';
import { CO_DEEDER_PROFILE_TYPE, MSG, toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest, unauthorized } from '../../platform/http-error.ts';
import type { TTokens } from '../../platform/tokens.ts';
import { createProfile } from '../profile/index.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { emailKeyOf } from './find-identity.ts';
import { hashPassword } from './password-hash.ts';
import { IDENTITY_EXISTS } from './register-identity.ts';
import { startSession } from './sessions.ts';
import { identities } from './tables.ts';

const SIGNER_ROLE = 'ADDITIONAL_SIGNER';

/** Work the caller does in the same transaction as the identity change (e.g. using up an invitation). */
type TInTransaction = (tx: Db, identityUuid: string) => Promise<void>;

/**
 * An additional signer's own account (spec 01 section 6): a customer identity holding only the additional-signer
 * role, with a CO_DEEDER profile, and a session; created together with the caller's work or not at all. The
 * email is the invited one, so two accepts of one link race on the unique email key and one wins.
 */
export const registerSignerIdentity = async (options: {
  db: Db;
  tokens: TTokens;
  email: string;
  password: string;
  phoneNumber: string;
  orgCode: string;
  /** Refuse passwords on the bundled breach list (config.breachedPasswordCheck, decision 075). */
  breachedPasswordCheck: boolean;
  inTransaction: TInTransaction;
}): Promise<{ jwt: string; identityUuid: string }> => {
  if (options.breachedPasswordCheck && isBreachedPassword(options.password)) throw badRequest(MSG.passwordBreached);
  const passwordHash = await hashPassword(options.password);
  const email = options.email.trim();
  return options.db.transaction(async (tx) => {
    const [identity] = await tx
      .insert(identities)
      .values({
        email,
        emailKey: emailKeyOf(email),
        passwordHash,
        context: 'customer',
        roles: [SIGNER_ROLE],
        organizationCode: options.orgCode,
        phoneAlias: toPhoneDigits(options.phoneNumber),
      })
      .onConflictDoNothing()
      .returning();
    if (!identity) throw unauthorized(IDENTITY_EXISTS);
    await createProfile({
      db: tx,
      identityUuid: identity.uuid,
      organizationCode: options.orgCode,
      email,
      phoneNumber: options.phoneNumber,
      profileType: CO_DEEDER_PROFILE_TYPE,
    });
    await options.inTransaction(tx, identity.uuid);
    const jwt = await startSession({ db: tx, tokens: options.tokens, identity, orgCode: options.orgCode });
    return { jwt, identityUuid: identity.uuid };
  });
};

/**
 * An existing customer (checked by checkCredentials first) takes on the additional-signer role too, with the
 * caller's work in the same transaction, and gets a new session whose token names the role. Which application
 * it signs for is the signers module's record, not the role: the role alone opens nothing.
 */
export const grantSignerRole = async (options: {
  db: Db;
  tokens: TTokens;
  identityUuid: string;
  orgCode: string;
  inTransaction: TInTransaction;
}): Promise<{ jwt: string }> =>
  options.db.transaction(async (tx) => {
    const [identity] = await tx
      .update(identities)
      .set({ roles: sql`case when ${SIGNER_ROLE}::text = any(${identities.roles}) then ${identities.roles} else array_append(${identities.roles}, ${SIGNER_ROLE}::text) end` })
      .where(eq(identities.uuid, options.identityUuid))
      .returning();
    if (!identity || identity.context !== 'customer') throw unauthorized();
    await options.inTransaction(tx, identity.uuid);
    return { jwt: await startSession({ db: tx, tokens: options.tokens, identity, orgCode: options.orgCode }) };
  });
