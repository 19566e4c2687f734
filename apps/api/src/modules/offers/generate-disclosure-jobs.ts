import { defineJob, statusEntryPayloadOf, ZStatusEntryPayload, type TRetryPolicy } from '../../platform/workflow.ts';
import { findApplicationInEntry, moveFromJob } from '../application/index.ts';
import { storeApplicationDocument } from './application-documents.ts';

export const GENERATE_SUMMARY_DISCLOSURE_JOB = 'generate-summary-disclosure';
export const GENERATE_APP_DISCLOSURES_JOB = 'generate-app-disclosures';

const RETRY: TRetryPolicy = { limit: 5, delaySeconds: 1, backoff: true };
// No status of the enumeration means "a document could not be made": CREDIT_ERROR routes to the timeout page,
// where an agent reruns it (decision 016).
const onExhausted = (what: string) => ({ status: 'CREDIT_ERROR', reason: () => `${what} could not be generated after ${RETRY.limit + 1} attempts` });

/**
 * GEN_SUMMARY_DISCLOSURE (entered once the HMDA answers are in): stores the application summary the applicant
 * reviews on start/app-summary and moves on to APP_SUBMISSION, where the submit opens. Storing replaces, so a
 * rerun after a crash is harmless.
 */
export const generateSummaryDisclosureJob = defineJob({
  name: GENERATE_SUMMARY_DISCLOSURE_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: RETRY,
  trigger: { status: 'GEN_SUMMARY_DISCLOSURE', payloadOf: statusEntryPayloadOf, onExhausted: onExhausted('The application summary') },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'GEN_SUMMARY_DISCLOSURE', ...payload });
    if (!application) return;
    await storeApplicationDocument(context.db, context.files, application, 'APPLICATION_SUMMARY');
    await moveFromJob(context, {
      uuid: application.uuid,
      to: 'APP_SUBMISSION',
      reason: 'Application summary generated',
      expectedFrom: 'GEN_SUMMARY_DISCLOSURE',
      details: { documents: ['APPLICATION_SUMMARY'] },
    });
  },
});

/**
 * GEN_APP_DISCLOSURES (entered on submit): stores the application summary and the HELOC disclosures as given
 * with the submitted application, then moves on to INCOME_VERIFICATION.
 */
export const generateAppDisclosuresJob = defineJob({
  name: GENERATE_APP_DISCLOSURES_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: RETRY,
  trigger: { status: 'GEN_APP_DISCLOSURES', payloadOf: statusEntryPayloadOf, onExhausted: onExhausted('The application disclosures') },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'GEN_APP_DISCLOSURES', ...payload });
    if (!application) return;
    await storeApplicationDocument(context.db, context.files, application, 'APPLICATION_SUMMARY');
    await storeApplicationDocument(context.db, context.files, application, 'HELOC_DISCLOSURES');
    await moveFromJob(context, {
      uuid: application.uuid,
      to: 'INCOME_VERIFICATION',
      reason: 'Application disclosures generated',
      expectedFrom: 'GEN_APP_DISCLOSURES',
      details: { documents: ['APPLICATION_SUMMARY', 'HELOC_DISCLOSURES'] },
    });
  },
});
