/**
 * Why no offer could be made, as the applicant reads it in the adverse-action notice (Regulation B, 12 CFR
 * 1002.9: the principal reasons, stated specifically). Written once here: every place that declines for lack
 * of an offer (the first pricing, pricing on a broker price opinion, repricing after assets or a lien
 * requalification) records these same words.
 */
export const NO_OFFER_ADVERSE_ACTION_REASONS = {
  CREDIT_SCORE: 'Credit score below our minimum',
  OCCUPANCY: 'We do not lend on this occupancy type',
  EQUITY: 'Insufficient equity in the property',
} as const;

export type TNoOfferReason = keyof typeof NO_OFFER_ADVERSE_ACTION_REASONS;

/** The adverse-action reasons recorded when pricing found no offer for `reason`. */
export const adverseActionReasonsForNoOffer = (reason: TNoOfferReason): string[] => [NO_OFFER_ADVERSE_ACTION_REASONS[reason]];
