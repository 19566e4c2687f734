import { findOfferCodeCall, urlOf, ZOfferCodeRecord } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET /service-application/external/api/v1/offercode/{code}: the mailed offer behind a code, with `expired`. */
export const findOfferCode = async (code: string, signal?: AbortSignal) =>
  ZOfferCodeRecord.parse(
    await api.get(urlOf(findOfferCodeCall, { code }), { context: 'external', signal, redirectOnUnauthenticated: false }),
  );
