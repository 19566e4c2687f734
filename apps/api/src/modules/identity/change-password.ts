import { eq } from 'drizzle-orm';
import { MSG, SETTINGS_MESSAGES } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import type { TJobs } from '../../platform/jobs.ts';
import type { TTokens } from '../../platform/tokens.ts';
import { buildAppLink, queueMessage } from '../outbox/index.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { findIdentity } from './find-identity.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { passwordChangedEmail } from './password-reset/reset-emails.ts';
import { revokeIdentitySessions } from './revoke-identity-sessions.ts';
import { startSessionFor } from './sessions.ts';
import { identities } from './tables.ts';

/**
 * The settings page's password change: the current password must be right (400, not 401: the person stays
 * logged in to try again), the new one follows registration's rules (the route's schema), is not the same
 * and not a known breached one (when the check is on). The new hash, the end of every session everywhere and the "password
 * changed" email commit together; the caller gets a fresh session so only this device stays logged in.
 */
export const changePassword = async (options: {
  db: Db;
  tokens: TTokens;
  jobs: TJobs;
  publicUrl: string;
  identityUuid: string;
  orgCode: string;
  currentPassword: string;
  newPassword: string;
  /** Refuse passwords on the bundled breach list (config.breachedPasswordCheck, decision 075). */
  breachedPasswordCheck: boolean;
}): Promise<{ jwt: string }> => {
  const { db, identityUuid } = options;
  const identity = await findIdentity({ db, identityUuid });
  if (!identity) throw notFound();
  if (!(await verifyPassword(identity.passwordHash, options.currentPassword))) {
    throw badRequest(SETTINGS_MESSAGES.currentPasswordWrong);
  }
  if (options.newPassword === options.currentPassword) throw badRequest(SETTINGS_MESSAGES.samePassword);
  if (options.breachedPasswordCheck && isBreachedPassword(options.newPassword))
    throw badRequest(MSG.passwordBreached);
  const passwordHash = await hashPassword(options.newPassword);
  const loginUrl =
    identity.context === 'customer'
      ? buildAppLink({ publicUrl: options.publicUrl, path: '/auth/login', orgCode: options.orgCode })
      : undefined;
  await revokeIdentitySessions({
    db,
    identityUuid,
    change: async (tx) => {
      await tx.update(identities).set({ passwordHash }).where(eq(identities.uuid, identityUuid));
      await queueMessage({
        tx,
        jobs: options.jobs,
        publicUrl: options.publicUrl,
        message: {
          channel: 'EMAIL',
          kind: 'password-changed',
          orgCode: options.orgCode,
          to: identity.email,
          content: passwordChangedEmail(loginUrl),
        },
      });
    },
  });
  const jwt = await startSessionFor({ db, tokens: options.tokens, identityUuid, orgCode: options.orgCode });
  if (!jwt) throw notFound();
  return { jwt };
};
