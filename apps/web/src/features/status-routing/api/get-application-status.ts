// The status read is shared (lib/reads): one fetcher, derived from the contract's call.
export {
  applicationStatusPath,
  applicationStatusQueryOptions,
  getApplicationStatus,
  STATUS_STALE_TIME_MS,
} from '@/lib/reads/application-status.ts';
