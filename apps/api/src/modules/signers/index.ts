// The signers module (issue 12 item 6, issue 15, decision 035): additional owners named by the primary, their
// single-use invitations and the additional-signer role scoped to one application. Other modules use these
// exports, never the tables.
import { provideApplicationSigners } from '../application/index.ts';
import { findSignerIdentities } from './find-signers.ts';

export { signerRoutes } from './routes.ts';
export { findSignerOf } from './co-deed-status.ts';
export { findLiveSigners } from './find-signers.ts';
export { markSignerStep, type TSignerStep } from './mark-signer-step.ts';
export { signerJobs } from './jobs.ts';

// The application answer names its signers (helocSigners), but the application module cannot import this one
// (this one imports it): it is handed the reader here, when the module loads (decision 076).
provideApplicationSigners(findSignerIdentities);
