// The funding module: the timeline from GEN_RESCISSION to COMPLETE on the simulated clock (spec 04 section 9.6),
// the right to cancel of each owner, and the funded line.
import { provideFundedDates } from '../application/index.ts';
import { findFundedDates } from './funded-dates.ts';

export { fundingRoutes } from './routes.ts';
export { fundingJobs } from './jobs.ts';
export { findRescissionOwners } from './timeline.ts';

// The application module judges the recent-HELOC rule by the funding dates (decision 088), but cannot import this
// module (this one imports it): it is handed the reader here, when the module loads, as signers do (decision 076).
provideFundedDates(findFundedDates);
