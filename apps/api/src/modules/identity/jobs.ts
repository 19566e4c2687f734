import type { TAnyJobDefinition } from '../../platform/workflow.ts';
import { issuePasswordResetJob } from './password-reset/issue-password-reset.ts';

/** This module's jobs (decision 016): the work behind "forgot password", done after the answer. */
export const identityJobs: TAnyJobDefinition[] = [issuePasswordResetJob];
