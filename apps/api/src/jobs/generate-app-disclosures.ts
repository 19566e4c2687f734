import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { changeStatus, findApplicationByUuid } from '../modules/application/index.ts';
import { GENERATE_APP_DISCLOSURES_JOB, storeApplicationDocument } from '../modules/offers/index.ts';
import { HttpError } from '../platform/http-error.ts';

/**
 * GEN_APP_DISCLOSURES: stores the application summary and the HELOC disclosures as given with the submitted
 * application, then moves on to INCOME_VERIFICATION. Does nothing once the application has left the status;
 * storing replaces, so a rerun after a crash is harmless.
 */
export const generateAppDisclosuresJob = defineJob({
  name: GENERATE_APP_DISCLOSURES_JOB,
  ZPayload: z.object({ applicationUuid: z.uuid() }),
  handler: async ({ applicationUuid }, context) => {
    const application = await findApplicationByUuid({ db: context.db, uuid: applicationUuid });
    // Sent just before the submit's status change: retry until that change is visible (or was abandoned).
    if (application?.status === 'APP_SUBMISSION')
      throw new Error('the submit has not moved the application yet');
    if (!application || application.status !== 'GEN_APP_DISCLOSURES') return;
    await storeApplicationDocument(context.db, application, 'APPLICATION_SUMMARY');
    await storeApplicationDocument(context.db, application, 'HELOC_DISCLOSURES');
    try {
      await changeStatus({
        db: context.db,
        uuid: applicationUuid,
        to: 'INCOME_VERIFICATION',
        actor: { kind: 'SYSTEM', job: context.job.name },
        reason: 'Application disclosures generated',
        expectedFrom: 'GEN_APP_DISCLOSURES',
        details: { documents: ['APPLICATION_SUMMARY', 'HELOC_DISCLOSURES'] },
      });
    } catch (error) {
      // Moved meanwhile (an agent, a cancellation): nothing left to do.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  },
});
