import type { TOfferSelectionState } from '@lintel/domain';

/** UW decision labels for the note on the select screen (spec 02 "Decision"); others show no note. */
export const UW_DECISION_NOTES: Record<string, string> = {
  APPROVED: 'You are approved. Choose the offer that suits you.',
  ASSET_DEPLETION: 'You are approved on the strength of your assets. Choose the offer that suits you.',
  FINAL: 'This is your final offer.',
  REVIEW: 'Your application is in review; the offers below may still change.',
};

export const VERIFIED_OFFER_NOTE =
  'Your income is verified, so the offer you confirm is final. Next, you sign your documents.';

/**
 * The routing state handed to product/select (spec 01 section 4: a from-path to signing/intro when the
 * sub-decision is VERIFIED_OFFER, plus the uw decision). Only a path inside this application is kept, so
 * state from elsewhere can never send the applicant off the site.
 */
export const readSelectionState = (state: unknown, uuid: string): TOfferSelectionState => {
  const candidate = (state ?? {}) as { uwDecision?: unknown; fromPath?: unknown };
  const uwDecision = typeof candidate.uwDecision === 'string' ? candidate.uwDecision : null;
  const fromPath =
    typeof candidate.fromPath === 'string' && candidate.fromPath.startsWith(`/account/heloc/${uuid}/`)
      ? candidate.fromPath
      : undefined;
  return fromPath ? { uwDecision, fromPath } : { uwDecision };
};

/** Where confirming the offer leads: the from-path when the offer is verified, else the status router. */
export const afterConfirmPath = (selection: TOfferSelectionState, uuid: string) =>
  selection.fromPath ?? `/account/heloc/${uuid}`;
