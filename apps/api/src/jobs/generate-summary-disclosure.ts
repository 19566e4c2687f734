import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { changeStatus, findApplicationByUuid } from '../modules/application/index.ts';
import { GENERATE_SUMMARY_DISCLOSURE_JOB, storeApplicationDocument } from '../modules/offers/index.ts';
import { HttpError } from '../platform/http-error.ts';

/**
 * GEN_SUMMARY_DISCLOSURE: once the HMDA answers are in, stores the application summary the applicant reviews on
 * start/app-summary and moves on to APP_SUBMISSION, where the submit opens. Does nothing once the application
 * has left the status; storing replaces, so a rerun after a crash is harmless.
 */
export const generateSummaryDisclosureJob = defineJob({
  name: GENERATE_SUMMARY_DISCLOSURE_JOB,
  ZPayload: z.object({ applicationUuid: z.uuid() }),
  handler: async ({ applicationUuid }, context) => {
    const application = await findApplicationByUuid({ db: context.db, uuid: applicationUuid });
    // Sent just before the HMDA step's status change: retry until that change is visible (or was abandoned).
    if (application?.status === 'HMDA') throw new Error('the HMDA step has not moved the application yet');
    if (!application || application.status !== 'GEN_SUMMARY_DISCLOSURE') return;
    await storeApplicationDocument(context.db, application, 'APPLICATION_SUMMARY');
    try {
      await changeStatus({
        db: context.db,
        uuid: applicationUuid,
        to: 'APP_SUBMISSION',
        actor: { kind: 'SYSTEM', job: context.job.name },
        reason: 'Application summary generated',
        expectedFrom: 'GEN_SUMMARY_DISCLOSURE',
        details: { documents: ['APPLICATION_SUMMARY'] },
      });
    } catch (error) {
      // Moved meanwhile (an agent, a cancellation): nothing left to do.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  },
});
