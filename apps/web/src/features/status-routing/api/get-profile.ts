// The profile read is shared (lib/reads): one fetcher, derived from the contract's call.
export { getProfile, PROFILE_PATH, profileQueryOptions, useProfile } from '@/lib/reads/profile.ts';
