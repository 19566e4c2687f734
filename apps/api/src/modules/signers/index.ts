// The signers module (issue 12 item 6, issue 15, decision 035): additional owners named by the primary, their
// single-use invitations and the additional-signer role scoped to one application. Other modules use these
// exports, never the tables.
export { signerRoutes } from './routes.ts';
export { findSignerOf } from './co-deed-status.ts';
export { findLiveSigners } from './find-signers.ts';
export { markSignerStep, type TSignerStep } from './mark-signer-step.ts';
export { signerJobs } from './jobs.ts';
