import { listEligibleStatesCall, listIneligibleZipsCall, ZStatesEligibility, ZZipEligibility } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const STATES_ELIGIBILITY_PATH = listEligibleStatesCall.path;
export const ZIP_ELIGIBILITY_PATH = listIneligibleZipsCall.path;

/** The organisation's eligible states and ineligible zips (spec 01 section 7), fetched together for the waitlist rule. */
export const getEligibility = async (orgCode: string) => {
  const [eligibleStates, ineligibleZips] = await Promise.all([
    api
      .get(STATES_ELIGIBILITY_PATH, { query: { orgCode }, context: 'external' })
      .then((v) => ZStatesEligibility.parse(v)),
    api
      .get(ZIP_ELIGIBILITY_PATH, { query: { orgCode }, context: 'external' })
      .then((v) => ZZipEligibility.parse(v)),
  ]);
  return { eligibleStates, ineligibleZips };
};
