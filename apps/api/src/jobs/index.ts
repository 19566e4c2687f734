import type { TJobDefinition } from '../platform/jobs.ts';
import { prequalComputeOffersJob } from './prequal-compute-offers.ts';
import { prequalFindPropertyJob } from './prequal-find-property.ts';
import { prequalSoftCreditJob } from './prequal-soft-credit.ts';
import { prequalValuePropertyJob } from './prequal-value-property.ts';
import { generateAppDisclosuresJob } from './generate-app-disclosures.ts';
import { generateSummaryDisclosureJob } from './generate-summary-disclosure.ts';
import { bpoOrderJob } from './bpo-order.ts';

// Every job the server runs. Each definition lives in its own file in this folder
// ({ name, ZPayload, handler } via defineJob) and is listed here; app.ts starts a worker for each.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions have different payload types
export const jobDefinitions: TJobDefinition<any>[] = [
  prequalSoftCreditJob,
  prequalFindPropertyJob,
  prequalValuePropertyJob,
  prequalComputeOffersJob,
  generateSummaryDisclosureJob,
  generateAppDisclosuresJob,
  bpoOrderJob,
];
