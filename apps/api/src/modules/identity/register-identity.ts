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

/**
 * Creates an applicant's identity, its profile and a session, all or nothing. A second request with
 * the same email (a double click, a retry, a race) answers 401 "identity exists": the unique email
 * key lets exactly one insert win.
 */
export const registerIdentity = async (options: {
  db: Db;
  tokens: TTokens;
  email: string;
  password: string;
  phoneNumber: string;
  orgCode: string;
}): Promise<{ jwt: string; identityUuid: string }> => {
  if (isBreachedPassword(options.password)) throw badRequest(MSG.passwordBreached);
  if (await findIdentityByEmail({ db: options.db, email: options.email })) throw unauthorized(IDENTITY_EXISTS);
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
        roles: ['APPLICANT'],
        organizationCode: options.orgCode,
        phoneAlias: toPhoneDigits(options.phoneNumber),
      })
      .onConflictDoNothing()
      .returning();
    if (!identity) throw unauthorized(IDENTITY_EXISTS);
    await createProfile({ db: tx, identityUuid: identity.uuid, organizationCode: options.orgCode, email, phoneNumber: options.phoneNumber });
    const jwt = await startSession({ db: tx, tokens: options.tokens, identity, orgCode: options.orgCode });
    return { jwt, identityUuid: identity.uuid };
  });
};
