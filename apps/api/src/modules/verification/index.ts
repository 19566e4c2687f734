// The verification module (issue 11 items 6-9): the applicant's ID check, the debts to pay off, the consent to the
// hard credit pull, the payoff statements and the trust check. Other modules use these exports, never the tables.
export { verificationRoutes } from './routes.ts';
export { verificationJobs } from './jobs.ts';
export { findLatestIdVerification } from './latest-id-verification.ts';
export { findTrustSigningBlock } from './trust-review-job.ts';
