// The credit module: the sealed social security number, the applicant's credit calls and the credit jobs.
export { creditRoutes } from './routes.ts';
export { creditJobs } from './jobs.ts';
export { mapCreditOutcome, type TCreditOutcome } from './credit-outcome.ts';
