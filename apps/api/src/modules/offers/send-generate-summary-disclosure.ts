import type { TJobs } from '../../platform/jobs.ts';

export const GENERATE_SUMMARY_DISCLOSURE_JOB = 'generate-summary-disclosure';

/**
 * Queues the summary-disclosure job for one HMDA answer (keyed by its time: a double click sends one job).
 * Sent before the status change into GEN_SUMMARY_DISCLOSURE, so a crash between the two never leaves the
 * application waiting without a job; the job retries while that change is not visible yet.
 */
export const sendGenerateSummaryDisclosure = (jobs: TJobs, applicationUuid: string, answeredAt: Date) =>
  jobs.send(
    GENERATE_SUMMARY_DISCLOSURE_JOB,
    { applicationUuid },
    {
      retryLimit: 5,
      retryDelay: 1,
      retryBackoff: true,
      singletonKey: `${GENERATE_SUMMARY_DISCLOSURE_JOB}:${applicationUuid}:${answeredAt.getTime()}`,
    },
  );
