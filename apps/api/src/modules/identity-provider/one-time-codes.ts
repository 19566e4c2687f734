import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TProviderState } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { identityProviderCodes } from './tables.ts';

/** Long enough for the browser to come back and exchange it, short enough to be useless if it leaks. */
export const CODE_LIFETIME_MS = 2 * 60 * 1000;

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** Issues a one-time code for an identity that just signed up or logged in on a hosted page. */
export const issueCode = async (options: {
  db: Db;
  identityUuid: string;
  state: TProviderState;
  now?: Date;
}): Promise<string> => {
  const code = randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  await options.db.insert(identityProviderCodes).values({
    codeHash: hashCode(code),
    identityUuid: options.identityUuid,
    organizationCode: options.state.organization,
    context: options.state.context,
    externalStateNonce: options.state.externalStateNonce,
    displayConsentsWithMfa: options.state.displayConsentsWithMfa,
    telemetryTrackingId: options.state.telemetryTrackingId ?? null,
    applicationName: options.state.applicationName ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  return code;
};

export type TRedeemedCode = { identityUuid: string; organizationCode: string; externalStateNonce: string };

/**
 * Marks a live code used and answers what it stands for; null for an unknown, expired or used code. One
 * conditional update, so two exchanges racing for the same code cannot both win.
 */
export const redeemCode = async (options: { db: Db; code: string; now?: Date }): Promise<TRedeemedCode | null> => {
  const now = options.now ?? new Date();
  const [row] = await options.db
    .update(identityProviderCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityProviderCodes.codeHash, hashCode(options.code)),
        isNull(identityProviderCodes.usedAt),
        gt(identityProviderCodes.expiresAt, now),
      ),
    )
    .returning({
      identityUuid: identityProviderCodes.identityUuid,
      organizationCode: identityProviderCodes.organizationCode,
      externalStateNonce: identityProviderCodes.externalStateNonce,
    });
  return row ?? null;
};
