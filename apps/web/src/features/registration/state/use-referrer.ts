import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { findReferralLicensingBlock } from '@lintel/domain';
import { getOrgCode } from '@/lib/org.ts';
import { loanOriginatorQuery } from '@/lib/loan-originator.ts';
import { getLoanOfficerLicensedStates } from '../api/licensed-states.ts';

/**
 * The ?referrer= loan officer, with the states they are licensed in; the query fails for an unknown referrer.
 * `licensingBlock(state)` is the spec's block message when that officer enforces licensed states and is not
 * licensed in the property's state, else null (both registration versions check it on submit).
 */
export const useReferrer = () => {
  const [params] = useSearchParams();
  const referrer = params.get('referrer')?.trim() || null;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['registration-referrer', referrer],
    enabled: referrer !== null,
    staleTime: Infinity,
    queryFn: async () => {
      const organization = getOrgCode();
      const [officer, licensedStates] = await Promise.all([
        // Through the shared query, so the lender-contact card's read of the same officer is one call.
        queryClient.fetchQuery(loanOriginatorQuery(referrer, organization)),
        getLoanOfficerLicensedStates(referrer as string, organization).catch(() => [] as string[]),
      ]);
      return { uuid: referrer as string, officer, licensedStates };
    },
  });
  const licensingBlock = (propertyState: string): string | null =>
    query.data
      ? findReferralLicensingBlock({
          enforceLicensedStatesForReferral: query.data.officer.enforceLicensedStatesForReferral,
          licensedStates: query.data.licensedStates,
          propertyState,
        })
      : null;
  return { referrer, ...query, licensingBlock };
};
