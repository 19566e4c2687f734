import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TOfferCodeRecord, TReferral } from '@lintel/contract';
import {
  fillRegisterBlanks,
  LINK_PREFILL_MESSAGES,
  OFFER_CODE_PARAMETER,
  prefillOfOfferCode,
  prefillOfReferral,
  REFERRAL_PARAMETERS,
  type TRegisterData,
} from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { findOfferCode } from '../api/find-offer-code.ts';
import { findReferral } from '../api/find-referral.ts';
import { getRegisterData, updateRegisterData } from './register-store.ts';

/** Register data with a referral's details in its blanks and its uuid kept for create-application's referralId. */
export const withReferral = (data: TRegisterData, referral: TReferral): TRegisterData => ({
  ...fillRegisterBlanks(data, prefillOfReferral(referral)),
  referralDetails: { ...data.referralDetails, referralId: referral.uuid },
});

/**
 * Register data with an offer code's name and address in its blanks and the code kept for create-application, or,
 * for an expired code, the data unchanged (no offer is carried) and the message saying so (decision 089).
 */
export const withOfferCode = (
  data: TRegisterData,
  record: TOfferCodeRecord,
): { data: TRegisterData; notice: string | null } =>
  record.expired
    ? { data: data.offerCode?.code === record.offerCode ? { ...data, offerCode: null } : data, notice: LINK_PREFILL_MESSAGES.offerCodeExpired(record.respondByDate) }
    : {
        data: {
          ...fillRegisterBlanks(data, prefillOfOfferCode(record)),
          offerCode: { code: record.offerCode, inHomeDate: record.inHomeDate, respondByDate: record.respondByDate },
        },
        notice: null,
      };

const isRefused = (error: unknown) => isApiError(error) && [400, 404].includes(error.status);

/**
 * The records a registration link names (decision 089): `?referral=` (or `?referralId=`) and `?offerCode=`. Each is
 * read once and fills only what is still blank. A referral the server refuses (400, 404) is dropped silently, as an
 * invalid ?referrer= is; an offer code it refuses, or one past its respond-by date, is dropped with a message.
 * Either parameter leaves the address when dropped. `isPending` holds the first step back until the details are
 * in, so its form starts from them.
 */
export const useLinkLookups = () => {
  const [params, setParams] = useSearchParams();
  const referralParameter = REFERRAL_PARAMETERS.find((name) => params.get(name)?.trim());
  const referralUuid = referralParameter ? (params.get(referralParameter) as string).trim() : null;
  const code = params.get(OFFER_CODE_PARAMETER)?.trim() || null;
  const [notice, setNotice] = useState<string | null>(null);

  const referral = useQuery({
    queryKey: ['registration-referral', referralUuid],
    queryFn: ({ signal }) => findReferral(referralUuid as string, signal),
    enabled: referralUuid !== null,
    staleTime: Infinity,
  });
  const offer = useQuery({
    queryKey: ['registration-offer-code', code],
    queryFn: ({ signal }) => findOfferCode(code as string, signal),
    enabled: code !== null,
    staleTime: Infinity,
  });

  // The answers applied to the register data so far: a form must not mount between an answer and its application.
  const [applied, setApplied] = useState<ReadonlySet<unknown>>(() => new Set());
  const markApplied = (answer: unknown) => setApplied((previous) => new Set(previous).add(answer));

  useEffect(() => {
    if (!referral.data) return;
    updateRegisterData(withReferral(getRegisterData(), referral.data));
    markApplied(referral.data);
  }, [referral.data]);

  useEffect(() => {
    if (!offer.data) return;
    const result = withOfferCode(getRegisterData(), offer.data);
    updateRegisterData(result.data);
    if (result.notice) setNotice(result.notice);
    markApplied(offer.data);
  }, [offer.data]);

  const referralRefused = isRefused(referral.error);
  const offerRefused = isRefused(offer.error);
  const offerExpired = offer.data?.expired === true;
  useEffect(() => {
    if (offerRefused) setNotice(LINK_PREFILL_MESSAGES.offerCodeUnknown);
    if (!referralRefused && !offerRefused && !offerExpired) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (referralRefused) REFERRAL_PARAMETERS.forEach((name) => next.delete(name));
        if (offerRefused || offerExpired) next.delete(OFFER_CODE_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }, [referralRefused, offerRefused, offerExpired, setParams]);

  // Any other failure (a network error, 429) prefills nothing and holds nothing back.
  const waiting = (on: boolean, query: { isPending: boolean; data?: unknown }) =>
    on && (query.isPending || (query.data !== undefined && !applied.has(query.data)));
  const isPending = waiting(referralUuid !== null, referral) || waiting(code !== null, offer);
  return { isPending, notice };
};
