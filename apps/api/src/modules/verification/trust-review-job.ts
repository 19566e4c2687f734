import { sql } from 'drizzle-orm';
import { SIGNING_MESSAGES } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { defineJob, DEFAULT_RETRY, statusEntryPayloadOf, ZStatusEntryPayload, type TAnyJobDefinition, type TJobContext } from '../../platform/workflow.ts';
import { findApplicationInEntry, type TApplicationRow } from '../application/index.ts';
import { createCondition, findConditions } from '../conditions/index.ts';

export const TRUST_REVIEW_JOB = 'trust-review';
const TRUST_CONDITION = 'REVIEW_TRUST_REQUIREMENTS';

const isTrustTitle = (application: Pick<TApplicationRow, 'propertyRecord'>) =>
  (application.propertyRecord as { ownership?: string } | null)?.ownership === 'TRUST';

/**
 * Asks for the certificate of trust once per application, however often and by whatever path the statuses before
 * signing are entered. The check and the insert run under a transaction lock on the application, so two entries
 * (FINAL_OFFER and GEN_NOTE_SIGNING a moment apart) never make two conditions.
 */
const askForCertificateOfTrust = async (context: TJobContext, application: TApplicationRow) => {
  if (!isTrustTitle(application)) return;
  await context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`trust-review:${application.uuid}`}, 0))`);
    const existing = await findConditions({ db: tx, applicationUuid: application.uuid, openOnly: false });
    if (existing.some((row) => row.categoryEnum === TRUST_CONDITION)) return;
    await createCondition({
      db: tx,
      jobs: context.jobs,
      publicUrl: context.config.publicUrl,
      application,
      createdByIdentityUuid: null,
      request: {
        categoryEnum: TRUST_CONDITION,
        requestDocuments: ['CERTIFICATE_OF_TRUST'],
        notes: 'Title is held in a trust: the certificate of trust is needed before signing.',
        xtraData: {},
      },
    });
  });
};

/**
 * Title held in a trust (the property record's ownership) needs the certificate of trust before signing, asked for
 * with a REVIEW_TRUST_REQUIREMENTS condition (spec 04 section 9.3, "4 Trust"). LIEN_VERIFICATION asks on the
 * ordinary path; FINAL_OFFER, GEN_NOTE_SIGNING and NOTE_SIGNING ask again for an application an agent moved past the
 * liens (decision 085). Nothing moves: on a failure the application stays where it is, and signing is refused anyway
 * while the title is a trust's and no certificate was accepted (`findTrustSigningBlock`).
 */
const trustReviewJobOn = (name: string, status: string) =>
  defineJob({
    name,
    ZPayload: ZStatusEntryPayload,
    retry: DEFAULT_RETRY,
    trigger: {
      status,
      payloadOf: statusEntryPayloadOf,
      onExhausted: { status, reason: () => 'The trust check did not run; an agent should check the title' },
    },
    handler: async (payload, context) => {
      const application = await findApplicationInEntry({ db: context.db, status, ...payload });
      if (application) await askForCertificateOfTrust(context, application);
    },
  });

// The first keeps its old queue name: jobs queued before decision 085 still run.
export const trustReviewJobs: TAnyJobDefinition[] = [
  trustReviewJobOn(TRUST_REVIEW_JOB, 'LIEN_VERIFICATION'),
  trustReviewJobOn('trust-review-final-offer', 'FINAL_OFFER'),
  trustReviewJobOn('trust-review-gen-note-signing', 'GEN_NOTE_SIGNING'),
  trustReviewJobOn('trust-review-note-signing', 'NOTE_SIGNING'),
];

/**
 * Why the primary may not sign yet because of the trust, or null: a REVIEW_TRUST_REQUIREMENTS condition is open
 * (whoever asked), or the title is a trust's and none was asked yet (the job runs a moment after the status entry).
 * An uploaded certificate waits for an agent, who resolves the condition.
 */
export const findTrustSigningBlock = async (options: { db: Db; application: TApplicationRow }): Promise<string | null> => {
  const { db, application } = options;
  const trust = (await findConditions({ db, applicationUuid: application.uuid, openOnly: false })).filter((row) => row.categoryEnum === TRUST_CONDITION);
  const open = trust.filter((row) => row.resolvedAt === null);
  if (open.length === 0 && (trust.length > 0 || !isTrustTitle(application))) return null;
  return open.length > 0 && open.every((row) => row.submittedAt !== null) ? SIGNING_MESSAGES.trustCertificateInReview : SIGNING_MESSAGES.trustCertificateRequired;
};
