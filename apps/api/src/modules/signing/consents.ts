import { and, desc, eq } from 'drizzle-orm';
import { ESIGN_CONSENT_VERSION } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { signingConsents } from './tables.ts';

export type TConsentRecord = { version: string; givenAt: Date };

/** The signer's latest E-SIGN consent, whatever its version (the caller compares with the current one). */
export const findLatestConsent = async (options: { db: Db; applicationUuid: string; signerKey: string }): Promise<TConsentRecord | null> => {
  const [row] = await options.db
    .select({ version: signingConsents.version, givenAt: signingConsents.givenAt })
    .from(signingConsents)
    .where(and(eq(signingConsents.applicationUuid, options.applicationUuid), eq(signingConsents.signerKey, options.signerKey)))
    .orderBy(desc(signingConsents.givenAt))
    .limit(1);
  return row ?? null;
};

/** The consent counts only for the current version of the text (a new version asks again). */
export const hasCurrentConsent = (consent: TConsentRecord | null): consent is TConsentRecord => consent?.version === ESIGN_CONSENT_VERSION;

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
  await db.insert(signingConsents).values(values);
  return { version: values.version, givenAt: values.givenAt };
};
