import { defineJob, DEFAULT_RETRY, statusEntryPayloadOf, ZStatusEntryPayload } from '../../platform/workflow.ts';
import { findApplicationInEntry } from '../application/index.ts';
import { createCondition, findConditions } from '../conditions/index.ts';

export const TRUST_REVIEW_JOB = 'trust-review';
const TRUST_CONDITION = 'REVIEW_TRUST_REQUIREMENTS';

/**
 * LIEN_VERIFICATION, once per entry: title held in a trust (the property record's ownership) needs the
 * certificate of trust before signing, asked for with a REVIEW_TRUST_REQUIREMENTS condition (spec 04
 * section 9.3, "4 Trust"). Asked once per application, however often the status is entered.
 */
export const trustReviewJob = defineJob({
  name: TRUST_REVIEW_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: 'LIEN_VERIFICATION',
    payloadOf: statusEntryPayloadOf,
    // Nothing to move: the application stays on the liens screen and an agent can ask for the certificate.
    onExhausted: { status: 'LIEN_VERIFICATION', reason: () => 'The trust check did not run; an agent should check the title' },
  },
  handler: async (payload, context) => {
    const { db } = context;
    const application = await findApplicationInEntry({ db, status: 'LIEN_VERIFICATION', ...payload });
    if (!application) return;
    const record = application.propertyRecord as { ownership?: string } | null;
    if (record?.ownership !== 'TRUST') return;
    const existing = await findConditions({ db, applicationUuid: application.uuid, openOnly: false });
    if (existing.some((row) => row.categoryEnum === TRUST_CONDITION)) return;
    await createCondition({
      db,
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
  },
});
