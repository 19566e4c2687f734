import { MSG, toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest, unauthorized } from '../../platform/http-error.ts';
import type { TTokens } from '../../platform/tokens.ts';
import { createProfile } from '../profile/index.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { emailKeyOf, findIdentityByEmail } from './find-identity.ts';
import { hashPassword } from './password-hash.ts';
import { startSession } from './sessions.ts';
import { identities } from './tables.ts';

/** The text the web app recognises to open the Account Already Exists modal (spec 03 section 8). */
export const IDENTITY_EXISTS = 'identity exists';

type TNewApplicant = {
  email: string;
  password: string;
  phoneNumber: string;
  orgCode: string;
  /** Refuse passwords on the bundled breach list (config.breachedPasswordCheck, decision 075). */
  breachedPasswordCheck: boolean;
};
type TIdentityRow = typeof identities.$inferSelect;

// The checks, the hash and the insert shared by the legacy registration and the hosted sign-up page.
const checkNewApplicant = async (db: Db, options: TNewApplicant): Promise<string> => {
  if (options.breachedPasswordCheck && isBreachedPassword(options.password)) throw badRequest(MSG.passwordBreached);
  if (await findIdentityByEmail({ db, email: options.email })) throw unauthorized(IDENTITY_EXISTS);
  return hashPassword(options.password);
};

const insertApplicant = async (tx: Db, options: TNewApplicant & { passwordHash: string }): Promise<TIdentityRow> => {
  const email = options.email.trim();
  const [identity] = await tx
    .insert(identities)
    .values({
      email,
      emailKey: emailKeyOf(email),
      passwordHash: options.passwordHash,
      context: 'customer',
      roles: ['APPLICANT'],
      organizationCode: options.orgCode,
      phoneAlias: toPhoneDigits(options.phoneNumber),
    })
    .onConflictDoNothing()
    .returning();
  if (!identity) throw unauthorized(IDENTITY_EXISTS);
  await createProfile({ db: tx, identityUuid: identity.uuid, organizationCode: options.orgCode, email, phoneNumber: options.phoneNumber });
  return identity;
};

/**
 * Creates an applicant's identity, its profile and a session, all or nothing. A second request with
 * the same email (a double click, a retry, a race) answers 401 "identity exists": the unique email
 * key lets exactly one insert win.
 */
export const registerIdentity = async (options: TNewApplicant & { db: Db; tokens: TTokens }): Promise<{ jwt: string; identityUuid: string }> => {
  const passwordHash = await checkNewApplicant(options.db, options);
  return options.db.transaction(async (tx) => {
    const identity = await insertApplicant(tx, { ...options, passwordHash });
    const jwt = await startSession({ db: tx, tokens: options.tokens, identity, orgCode: options.orgCode });
    return { jwt, identityUuid: identity.uuid };
  });
};

/**
 * The same identity and profile without a session: the hosted sign-up page (external mode) creates the
 * identity, and the session starts only when the web app exchanges the one-time code.
 */
export const createApplicantIdentity = async (options: TNewApplicant & { db: Db }): Promise<{ identityUuid: string }> => {
  const passwordHash = await checkNewApplicant(options.db, options);
  const identity = await options.db.transaction((tx) => insertApplicant(tx, { ...options, passwordHash }));
  return { identityUuid: identity.uuid };
};
