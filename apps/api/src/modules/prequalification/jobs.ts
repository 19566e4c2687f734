import type { TAnyJobDefinition } from '../../platform/workflow.ts';
import { bpoOrderJob } from './bpo-order-job.ts';
import { prequalifyJob } from './prequalify-job.ts';

/** This module's workflow jobs (decision 016): app.ts hands them to the engine. */
export const prequalificationJobs: TAnyJobDefinition[] = [prequalifyJob, bpoOrderJob];
