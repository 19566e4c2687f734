/**
 * Facts derived from an application and its offer set (spec 02 section 4, "Derived facts").
 * Inputs are the few fields each fact reads, so both the web app's responses and the server's rows fit.
 */

/** The offer-set consent type recorded when the applicant authorises the hard credit pull. */
export const HARD_CREDIT_CONSENT_TYPE = 'HARD_CREDIT_PULL';
export const CO_DEEDER_PROFILE_TYPE = 'CO_DEEDER';
/** The additional-signer version under which helocSigners names the signers. */
export const ADDITIONAL_SIGNER_VERSION_V1 = 'v1';

export interface TDecisionFacts {
  decision?: string | null;
  subDecision?: string | null;
}

export interface THardCreditFacts extends TDecisionFacts {
  consents?: readonly { type: string }[] | null;
  assetDepletion?: { complete?: boolean | null } | null;
}

/** Income is matched when the decision is FINAL and the sub-decision VERIFIED_INCOME_MATCHED_OFFER. */
export const isIncomeMatched = ({ decision, subDecision }: TDecisionFacts): boolean =>
  decision === 'FINAL' && subDecision === 'VERIFIED_INCOME_MATCHED_OFFER';

/**
 * The hard credit pull counts as done when a hard-credit consent exists or asset depletion is complete,
 * together with a decision, unless income is matched.
 */
export const isHardCreditPullDone = (offerSet: THardCreditFacts): boolean => {
  if (isIncomeMatched(offerSet)) return false;
  const consented = (offerSet.consents ?? []).some((consent) => consent.type === HARD_CREDIT_CONSENT_TYPE);
  const assetsDepleted = offerSet.assetDepletion?.complete === true;
  return (consented || assetsDepleted) && Boolean(offerSet.decision);
};

/** The broker price opinion is complete when status.bpo is BPO_COMPLETE. */
export const isBpoComplete = (application: { status?: { bpo?: string | null } | null }): boolean =>
  application.status?.bpo === 'BPO_COMPLETE';

/** A payoff is pending when any liability is marked for payoff. */
export const isPayoffPending = (
  liabilities: readonly { payOff?: { status?: string | null } | null }[] | null | undefined,
): boolean => (liabilities ?? []).some((liability) => liability.payOff?.status === 'MARKED_FOR_PAYOFF');

export interface TAdditionalSignerInput {
  profile: { profileType?: string | null } | null | undefined;
  application?: {
    additionalSignerVersion?: string | null;
    helocSigners?: readonly { identityUuid: string }[] | null;
  } | null;
  /** The signed-in identity. */
  identityUuid?: string | null;
}

/**
 * The user is an additional signer when the profile type is CO_DEEDER, or when the application lists the
 * identity among helocSigners under additional-signer version v1.
 */
export const isAdditionalSigner = ({
  profile,
  application,
  identityUuid,
}: TAdditionalSignerInput): boolean => {
  if (profile?.profileType === CO_DEEDER_PROFILE_TYPE) return true;
  if (!identityUuid || application?.additionalSignerVersion !== ADDITIONAL_SIGNER_VERSION_V1) return false;
  return (application.helocSigners ?? []).some((signer) => signer.identityUuid === identityUuid);
};
