import { findReferralCall, urlOf, ZReferral } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET /service-lead-portal/api/referrals/{referralUuid}: a loan officer's referral, to prefill registration. */
export const findReferral = async (referralUuid: string, signal?: AbortSignal) =>
  ZReferral.parse(
    await api.get(urlOf(findReferralCall, { referralUuid }), { context: 'external', signal, redirectOnUnauthenticated: false }),
  );
