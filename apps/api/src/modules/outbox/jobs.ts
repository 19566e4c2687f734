import type { TAnyJobDefinition } from '../../platform/workflow.ts';
import { deliverMessageJob } from './deliver-message.ts';

/** This module's jobs (decision 016): sending one outbox message, queued in the transaction that writes it. */
export const outboxJobs: TAnyJobDefinition[] = [deliverMessageJob];
