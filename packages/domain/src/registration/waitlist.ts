export const MARKETING_WAITLIST_PATH = '/marketing-waitlist';
export const WAITLIST_PATH = '/waitlist';
/** utm_source value that marks a crypto HELOC lead, which goes to the waitlist. */
export const WAITLIST_UTM_SOURCE = 'cloc';

export type TWaitlistFacts = {
  state: string;
  zip: string;
  /** From states-eligibility for the organisation. */
  eligibleStates: readonly string[];
  /** From zip-eligibility for the organisation. */
  ineligibleZips: readonly string[];
  utmSource?: string | null | undefined;
};

/** Step 1 of the registration submit: property outside the lending area, or a cloc lead (spec 01 section 4). */
export const shouldWaitlist = ({
  state,
  zip,
  eligibleStates,
  ineligibleZips,
  utmSource,
}: TWaitlistFacts): boolean => {
  const normalizedState = state.trim().toUpperCase();
  const normalizedZip = zip.trim();
  return (
    !eligibleStates.some((eligible) => eligible.trim().toUpperCase() === normalizedState) ||
    ineligibleZips.some((ineligible) => ineligible.trim() === normalizedZip) ||
    utmSource === WAITLIST_UTM_SOURCE
  );
};

/** Where a waitlisted applicant is sent: the main brand has its own marketing page. */
export const findWaitlistDestination = ({ isMainBrand }: { isMainBrand: boolean }): string =>
  isMainBrand ? MARKETING_WAITLIST_PATH : WAITLIST_PATH;
