// The status read is shared (lib/reads): one fetcher, derived from the contract's call.
export { applicationStatusPath, getApplicationStatus } from '@/lib/reads/application-status.ts';
