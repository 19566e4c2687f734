import { and, desc, eq, isNull } from 'drizzle-orm';
import { ESIGN_CONSENT_VERSION } from '@lintel/domain';
import { getBrand } from '@lintel/brands';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import type { TApplicationRow } from '../application/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { consentWithdrawnEmail } from './consent-withdrawn-message.ts';
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

/**
 * Marks a consent withdrawn with the time and where from; a repeat keeps the first withdrawal. The lender is told in
 * the same transaction (the brand's support address, through the outbox): the applicant was promised their closing
 * documents on paper (ESIGN_WITHDRAWAL), and only the loan team can send them.
 */
export const withdrawConsent = async (options: {
  db: Db;
  jobs: TJobs;
  publicUrl: string;
  consentUuid: string;
  withdrawnAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** Whose consent, for the loan team's email. */
  application: Pick<TApplicationRow, 'organizationCode' | 'loanNumber'>;
  signerName: string;
}): Promise<void> => {
  await options.db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(signingConsents)
      .set({ withdrawnAt: options.withdrawnAt, withdrawnIpAddress: options.ipAddress, withdrawnUserAgent: options.userAgent })
      .where(and(eq(signingConsents.uuid, options.consentUuid), isNull(signingConsents.withdrawnAt)))
      .returning({ uuid: signingConsents.uuid });
    if (withdrawn.length === 0) return;
    const brand = getBrand(options.application.organizationCode);
    if (!brand) throw new Error(`signing: unknown organisation ${options.application.organizationCode}`);
    await queueMessage({
      tx,
      jobs: options.jobs,
      publicUrl: options.publicUrl,
      now: options.withdrawnAt,
      message: {
        channel: 'EMAIL',
        kind: 'esign-consent-withdrawn',
        orgCode: brand.orgCode,
        to: brand.supportEmail,
        content: consentWithdrawnEmail({ loanNumber: options.application.loanNumber, signerName: options.signerName, withdrawnAt: options.withdrawnAt }),
      },
    });
  });
};
