import { and, count, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_RESET_EMAILS_PER_HOUR, PASSWORD_RESET_LINK_MINUTES } from '@lintel/domain';
import { ZIdentityContext } from '@lintel/contract';
import { clockNow } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/workflow.ts';
import { buildAppLink, queueMessage } from '../../outbox/index.ts';
import { findIdentityByEmail } from '../find-identity.ts';
import { orgCodesOf } from '../sessions.ts';
import { resetLinkEmail } from './reset-emails.ts';
import { hashResetToken, newResetToken } from './reset-token.ts';
import { passwordResetTokens } from './tables.ts';

export const ISSUE_PASSWORD_RESET_JOB = 'identity-issue-password-reset';

const HOUR_MS = 3_600_000;

/** The web page that reads the token from the link's fragment (agents' links say so, for the calls' path). */
export const RESET_PASSWORD_PAGE = '/auth/reset-password';

/**
 * The work behind "forgot password", done after the answer so the answer is the same, in the same time,
 * whether or not the account exists: find the account (a customer of the request's organisation, or an
 * agent serving it, on the matching path), then write the token and its email in one transaction.
 * Nothing happens for an unknown address, and nothing beyond PASSWORD_RESET_EMAILS_PER_HOUR an hour.
 */
export const issuePasswordResetJob = defineJob({
  name: ISSUE_PASSWORD_RESET_JOB,
  ZPayload: z.object({ email: z.string(), orgCode: z.string(), context: ZIdentityContext }),
  handler: async ({ email, orgCode, context }, { db, jobs, config, log }) => {
    const identity = await findIdentityByEmail({ db, email });
    if (!identity || identity.context !== context || !orgCodesOf(identity).includes(orgCode)) {
      log.info({ outcome: 'no-account' }, 'password reset not sent');
      return;
    }
    const now = await clockNow(db);
    const token = newResetToken();
    const url = buildAppLink({
      publicUrl: config.publicUrl,
      path: RESET_PASSWORD_PAGE,
      orgCode,
      fragment: context === 'agent' ? { token, context } : { token },
    });
    // Count and insert under a lock on the account: reset jobs run side by side (JOB_CONCURRENCY, several
    // processes), and two of them counting before either inserts would send a fourth email in the hour.
    const sent = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password-reset:${identity.uuid}`}, 0))`);
      const [recent] = await tx
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.identityUuid, identity.uuid), gt(passwordResetTokens.createdAt, new Date(now.getTime() - HOUR_MS))));
      if ((recent?.n ?? 0) >= PASSWORD_RESET_EMAILS_PER_HOUR) return false;
      await tx.insert(passwordResetTokens).values({
        identityUuid: identity.uuid,
        tokenHash: hashResetToken(token),
        organizationCode: orgCode,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_MINUTES * 60_000),
      });
      await queueMessage({ tx, jobs, publicUrl: config.publicUrl, now, message: { channel: 'EMAIL', kind: 'password-reset', orgCode, to: identity.email, content: resetLinkEmail(url) } });
      return true;
    });
    if (!sent) {
      log.info({ outcome: 'account-limit', identityUuid: identity.uuid }, 'password reset not sent');
      return;
    }
    log.info({ outcome: 'sent', identityUuid: identity.uuid }, 'password reset queued');
  },
});
