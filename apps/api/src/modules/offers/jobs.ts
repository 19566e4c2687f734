import type { TAnyJobDefinition } from '../../platform/workflow.ts';
import { generateAppDisclosuresJob, generateSummaryDisclosureJob } from './generate-disclosure-jobs.ts';

/** This module's workflow jobs (decision 016): the documents of the submitted application. */
export const offersJobs: TAnyJobDefinition[] = [generateSummaryDisclosureJob, generateAppDisclosuresJob];
