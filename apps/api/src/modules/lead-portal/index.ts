// The lead-portal module: loan originators and their referrals.
export { leadPortalRoutes } from './routes.ts';
export { findLoanOriginator, findWholesaleBrokerNmls } from './find-lead.ts';
export { SAMPLE_LO_UUIDS, SAMPLE_REFERRAL_UUIDS } from './sample-lead-data.ts';
