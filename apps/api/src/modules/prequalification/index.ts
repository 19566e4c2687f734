// The prequalification module: the automated steps from a new application to its first offers, and the
// broker price opinion's pricing. Jobs only (decision 016); other modules never import its files.
export { prequalificationJobs } from './jobs.ts';
export { PREQUALIFY_JOB } from './prequalify-job.ts';
export { BPO_ORDER_JOB } from './bpo-order-job.ts';
