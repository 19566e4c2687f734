import type { TAnyJobDefinition } from '../../platform/workflow.ts';
import { payoffStatementJob } from './payoff-statement-job.ts';
import { trustReviewJobs } from './trust-review-job.ts';

/** This module's workflow jobs (decision 016). */
export const verificationJobs: TAnyJobDefinition[] = [payoffStatementJob, ...trustReviewJobs];
