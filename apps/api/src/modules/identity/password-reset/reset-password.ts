import { and, eq, isNull } from 'drizzle-orm';
import { MSG, PASSWORD_RESET_MESSAGES } from '@lintel/domain';
import type { TIdentityContext } from '@lintel/contract';
import { clockNow } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/database.ts';
import { badRequest } from '../../../platform/http-error.ts';
import type { TJobs } from '../../../platform/jobs.ts';
import { buildAppLink, queueMessage } from '../../outbox/index.ts';
import { isBreachedPassword } from '../breached-passwords.ts';
import { hashPassword } from '../password-hash.ts';
import { clearLoginFailures } from '../login-lockout.ts';
import { revokeIdentitySessions } from '../revoke-identity-sessions.ts';
import { identities } from '../tables.ts';
import { passwordChangedEmail } from './reset-emails.ts';
import { hashResetToken } from './reset-token.ts';
import { passwordResetTokens } from './tables.ts';

type TOpenToken = { id: string; identityUuid: string; organizationCode: string; email: string; expiresAt: Date };

/**
 * The link's token if it can still be used on this path, else a 400 saying why in words a person can act
 * on: expired, or not valid (unknown, used, or another context's).
 */
export const findOpenResetToken = async (options: { db: Db; token: string; context: TIdentityContext }): Promise<TOpenToken> => {
  const [row] = await options.db
    .select({
      id: passwordResetTokens.id,
      identityUuid: passwordResetTokens.identityUuid,
      organizationCode: passwordResetTokens.organizationCode,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      email: identities.email,
      context: identities.context,
    })
    .from(passwordResetTokens)
    .innerJoin(identities, eq(identities.uuid, passwordResetTokens.identityUuid))
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(options.token)))
    .limit(1);
  if (!row || row.usedAt || row.context !== options.context) throw badRequest(PASSWORD_RESET_MESSAGES.linkInvalid);
  if (row.expiresAt.getTime() <= (await clockNow(options.db)).getTime()) throw badRequest(PASSWORD_RESET_MESSAGES.linkExpired);
  return row;
};

/**
 * Sets the new password (registration's rules, checked by the route's schema, and the breach list when on), uses
 * up every open link of the account, ends every session everywhere and tells the person by email: all in
 * one transaction. Two requests racing with one link: the conditional "used" mark lets one win.
 */
export const resetPassword = async (options: {
  db: Db;
  jobs: TJobs;
  publicUrl: string;
  token: string;
  password: string;
  context: TIdentityContext;
  /** Refuse passwords on the bundled breach list (config.breachedPasswordCheck, decision 075). */
  breachedPasswordCheck: boolean;
}): Promise<void> => {
  const { db } = options;
  const open = await findOpenResetToken(options);
  if (options.breachedPasswordCheck && isBreachedPassword(options.password)) throw badRequest(MSG.passwordBreached);
  const passwordHash = await hashPassword(options.password);
  const now = await clockNow(db);
  const loginUrl =
    options.context === 'customer' ? buildAppLink({ publicUrl: options.publicUrl, path: '/auth/login', orgCode: open.organizationCode }) : undefined;
  await revokeIdentitySessions({
    db,
    identityUuid: open.identityUuid,
    change: async (tx) => {
      const used = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, open.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (used.length === 0) throw badRequest(PASSWORD_RESET_MESSAGES.linkInvalid);
      // Any other link sent before this reset stops working too.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.identityUuid, open.identityUuid), isNull(passwordResetTokens.usedAt)));
      await tx.update(identities).set({ passwordHash }).where(eq(identities.uuid, open.identityUuid));
      await queueMessage({
        tx,
        jobs: options.jobs,
        publicUrl: options.publicUrl,
        now,
        message: { channel: 'EMAIL', kind: 'password-changed', orgCode: open.organizationCode, to: open.email, content: passwordChangedEmail(loginUrl) },
      });
    },
  });
  // Whoever held the reset link holds the mailbox: a lockout from wrong passwords ends here.
  await clearLoginFailures({ db, email: open.email });
};
