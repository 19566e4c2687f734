import type { TAnyJobDefinition } from '../../platform/workflow.ts';
import { hardPullJob } from './hard-pull-job.ts';
import { ssnRepullJob } from './ssn-repull-job.ts';

/** This module's workflow jobs (decision 016): both open the sealed social security number. */
export const creditJobs: TAnyJobDefinition[] = [hardPullJob, ssnRepullJob];
