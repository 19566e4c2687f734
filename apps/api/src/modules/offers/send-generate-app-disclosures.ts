import type { TJobs } from '../../platform/jobs.ts';

export const GENERATE_APP_DISCLOSURES_JOB = 'generate-app-disclosures';

/** Queues the disclosures job once per application (a repeated submit sends nothing new). */
export const sendGenerateAppDisclosures = (jobs: TJobs, applicationUuid: string) =>
  jobs.send(
    GENERATE_APP_DISCLOSURES_JOB,
    { applicationUuid },
    {
      retryLimit: 3,
      retryDelay: 1,
      retryBackoff: true,
      singletonKey: `${GENERATE_APP_DISCLOSURES_JOB}:${applicationUuid}`,
    },
  );
