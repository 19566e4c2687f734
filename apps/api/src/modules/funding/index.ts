// The funding module: the timeline from GEN_RESCISSION to COMPLETE on the simulated clock (spec 04 section 9.6),
// the right to cancel of each owner, and the funded line.
export { fundingRoutes } from './routes.ts';
export { fundingJobs } from './jobs.ts';
export { findRescissionOwners } from './timeline.ts';
