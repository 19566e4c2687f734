import type { TJobs } from '../../platform/jobs.ts';

export const GENERATE_APP_DISCLOSURES_JOB = 'generate-app-disclosures';

/**
 * Queues the disclosures job for one submit (keyed by its time: a double click sends one job, a later
 * resubmit after a failed status change sends another). Sent before the status change, so a crash between
 * the two never leaves GEN_APP_DISCLOSURES without a job; the job retries while the change is not visible yet.
 */
export const sendGenerateAppDisclosures = (jobs: TJobs, applicationUuid: string, submittedAt: Date) =>
  jobs.send(
    GENERATE_APP_DISCLOSURES_JOB,
    { applicationUuid },
    {
      retryLimit: 5,
      retryDelay: 1,
      retryBackoff: true,
      singletonKey: `${GENERATE_APP_DISCLOSURES_JOB}:${applicationUuid}:${submittedAt.getTime()}`,
    },
  );
