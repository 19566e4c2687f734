import { getBrand, MAIN_ORG_CODE } from '@lintel/brands';

/**
 * Sandbox eligibility data (spec 01 section 4 waitlist rule). The main brand lends in every state
 * it is licensed in except Hawaii (spec 01: "the product does not lend in Hawaii"); partner brands
 * in the states they are licensed in.
 */
export const findEligibleStates = (orgCode: string): string[] => {
  const brand = getBrand(orgCode);
  if (!brand) return [];
  const states = [...brand.licensedStates];
  return brand.orgCode === MAIN_ORG_CODE ? states.filter((state) => state !== 'HI') : states;
};

/** Zip codes where no brand lends yet (sandbox data: a few remote zips), so the waitlist path can be shown. */
export const INELIGIBLE_ZIPS: readonly string[] = ['99950', '96799', '00501'];

export const findIneligibleZips = (orgCode: string): string[] => (getBrand(orgCode) ? [...INELIGIBLE_ZIPS] : []);
