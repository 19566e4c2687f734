import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBrand } from '@/brand/use-brand.ts';
import { isApiError } from '@/lib/api-error.ts';
import { getRegisterData, updateRegisterData } from './register-store.ts';
import { useReferrer } from './use-referrer.ts';

export const NOT_ACCEPTING_APPS_PATH = '/account/heloc/not-accepting-apps';

/**
 * The referrer rules of spec 01 section 4, for both registration versions: when the organisation requires a
 * referrer and it is missing or invalid (a 400 or 404 answer), `blocked` is true and the page sends the visitor
 * to not-accepting-apps; otherwise an invalid ?referrer= is removed from the address and from the register
 * data, and the flow goes on without one. Also gives the referrer query, for the licensed-states block.
 */
export const useReferrerGuard = () => {
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const referrer = useReferrer();
  const invalid = referrer.isError && isApiError(referrer.error) && [400, 404].includes(referrer.error.status);
  useEffect(() => {
    if (invalid && !brand.requiresReferrer) {
      const next = new URLSearchParams(params);
      next.delete('referrer');
      setParams(next, { replace: true });
      // A referral's uuid (?referral=) stays: only the loan officer was refused.
      const referralId = getRegisterData().referralDetails?.referralId;
      updateRegisterData({ referralDetails: referralId ? { referralId } : null });
    }
  }, [invalid, brand.requiresReferrer, params, setParams]);
  const blocked = brand.requiresReferrer && (referrer.referrer === null || invalid);
  return { referrer, blocked };
};
