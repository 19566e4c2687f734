// The application read is shared (lib/reads): one fetcher, derived from the contract's call.
export {
  applicationPath,
  applicationQueryOptions,
  getApplication,
  useApplication,
} from '@/lib/reads/application.ts';
