// The profile read is shared (lib/reads): one fetcher, derived from the contract's call.
export { findProfile, PROFILE_PATH } from '@/lib/reads/profile.ts';
