import { and, desc, eq, isNull } from 'drizzle-orm';
import { ESIGN_CONSENT_VERSION } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { signingConsents } from './tables.ts';

export type TConsentRecord = { uuid: string; version: string; givenAt: Date; withdrawnAt: Date | null };

/** The signer's latest E-SIGN consent, whatever its version (the caller compares with the current one). */
export const findLatestConsent = async (options: { db: Db; applicationUuid: string; signerKey: string }): Promise<TConsentRecord | null> => {
  const [row] = await options.db
    .select({ uuid: signingConsents.uuid, version: signingConsents.version, givenAt: signingConsents.givenAt, withdrawnAt: signingConsents.withdrawnAt })
    .from(signingConsents)
    .where(and(eq(signingConsents.applicationUuid, options.applicationUuid), eq(signingConsents.signerKey, options.signerKey)))
    .orderBy(desc(signingConsents.givenAt))
    .limit(1);
  return row ?? null;
};

/** The consent counts only for the current version of the text (a new version asks again) and until withdrawn. */
export const hasCurrentConsent = (consent: TConsentRecord | null): consent is TConsentRecord =>
  consent?.version === ESIGN_CONSENT_VERSION && consent.withdrawnAt === null;

export const recordConsent = async (options: {
  db: Db;
  applicationUuid: string;
  signerKey: string;
  identityUuid: string | null;
  version: string;
  givenAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<TConsentRecord> => {
  const { db, ...values } = options;
  const [row] = await db.insert(signingConsents).values(values).returning({ uuid: signingConsents.uuid });
  return { uuid: row!.uuid, version: values.version, givenAt: values.givenAt, withdrawnAt: null };
};

/** Marks a consent withdrawn with the time and where from; a repeat keeps the first withdrawal. */
export const withdrawConsent = async (options: {
  db: Db;
  consentUuid: string;
  withdrawnAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<void> => {
  await options.db
    .update(signingConsents)
    .set({ withdrawnAt: options.withdrawnAt, withdrawnIpAddress: options.ipAddress, withdrawnUserAgent: options.userAgent })
    .where(and(eq(signingConsents.uuid, options.consentUuid), isNull(signingConsents.withdrawnAt)));
};
