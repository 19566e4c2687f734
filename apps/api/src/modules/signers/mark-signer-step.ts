import { and, eq, isNull } from 'drizzle-orm';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { moveOnWhenAllSigned } from './move-on-when-signed.ts';
import { additionalSigners } from './tables.ts';

export type TSignerStep = 'IDENTITY_VERIFIED' | 'SIGNED' | 'NOTARIZED';

const COLUMN = {
  IDENTITY_VERIFIED: 'identityVerifiedAt',
  SIGNED: 'signedAt',
  NOTARIZED: 'notarizedAt',
} as const;

/**
 * Records that a signer finished a step (signing and notary call this for the signer they serve), once: a
 * repeat keeps the first time. The last owner's signature moves CO_DEED_REQ on (moveOnWhenAllSigned).
 * Answers whether the live signer record exists.
 */
export const markSignerStep = async (options: { db: Db; signerUuid: string; step: TSignerStep; at?: Date }): Promise<boolean> => {
  const column = COLUMN[options.step];
  const at = options.at ?? (await clockNow(options.db));
  const [row] = await options.db
    .select({ uuid: additionalSigners.uuid, applicationUuid: additionalSigners.applicationUuid })
    .from(additionalSigners)
    .where(and(eq(additionalSigners.uuid, options.signerUuid), isNull(additionalSigners.withdrawnAt)));
  if (!row) return false;
  await options.db
    .update(additionalSigners)
    .set({ [column]: at })
    .where(and(eq(additionalSigners.uuid, options.signerUuid), isNull(additionalSigners[column])));
  if (options.step === 'SIGNED') await moveOnWhenAllSigned({ db: options.db, applicationUuid: row.applicationUuid });
  return true;
};
