import { MSG } from '../validation/messages.ts';

export type TReferralLicensing = {
  /** The loan officer's enforceLicensedStatesForReferral. */
  enforceLicensedStatesForReferral: boolean;
  licensedStates: readonly string[];
  propertyState: string;
};

/** The block message when a referring loan officer is not licensed in the property's state, else null. */
export const findReferralLicensingBlock = ({
  enforceLicensedStatesForReferral,
  licensedStates,
  propertyState,
}: TReferralLicensing): string | null => {
  if (!enforceLicensedStatesForReferral) return null;
  const state = propertyState.trim().toUpperCase();
  return licensedStates.some((licensed) => licensed.trim().toUpperCase() === state)
    ? null
    : MSG.referralStateNotLicensed;
};
