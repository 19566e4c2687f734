import type { TOffer, TOffersResponse, TSelectOfferRequest } from '@lintel/contract';
import type { TDrawPreference } from '@lintel/domain';

/** What the select screen holds while the applicant chooses; it becomes the select call's body. */
export type TOfferChoice = {
  type: string;
  term: number;
  originationFeeRate: number;
  sliderValue: number;
  payoffUuids: string[];
  preference: TDrawPreference;
};

/**
 * The starting choice: the one being changed (back from confirm with "Change my offer"), else the stored
 * one, else the server's default offer at its largest draw. A choice being changed keeps its draw, payoffs
 * and preference: changing an offer must not reset what was chosen.
 */
export const initialChoice = (data: TOffersResponse, changing?: TSelectOfferRequest | null): TOfferChoice | null => {
  const offers = data.offerSet?.offers ?? [];
  const changed = changing && findOffer(offers, changing.type, changing.term, changing.originationFeeRate);
  if (changing && changed)
    return {
      type: changed.type,
      term: changed.term,
      originationFeeRate: changed.originationFee,
      sliderValue: changing.drawAmount,
      payoffUuids: changing.payoffLiabilities ?? [],
      preference: changing.drawPreference ?? 'PRESERVE',
    };
  const start =
    data.selection ??
    (data.defaultOffer ? { ...data.defaultOffer, drawAmount: null, drawPreference: null } : null);
  const offer = (start && findOffer(offers, start.type, start.term, start.originationFeeRate)) ?? offers[0];
  if (!offer) return null;
  return {
    type: offer.type,
    term: offer.term,
    originationFeeRate: offer.originationFee,
    sliderValue: start?.drawAmount ?? offer.maxDraw,
    payoffUuids: data.liabilities
      .filter((liability) => liability.payOff?.status === 'MARKED_FOR_PAYOFF')
      .map((liability) => liability.uuid),
    preference: start?.drawPreference ?? 'PRESERVE',
  };
};

export const findOffer = (
  offers: readonly TOffer[],
  type: string,
  term: number,
  originationFeeRate: number,
): TOffer | undefined =>
  offers.find(
    (offer) => offer.type === type && offer.term === term && offer.originationFee === originationFeeRate,
  );

/** The select call's body for a choice whose draw is already within the slider bounds. */
export const toSelectRequest = (choice: TOfferChoice, drawAmount: number): TSelectOfferRequest => ({
  type: choice.type,
  term: choice.term,
  originationFeeRate: choice.originationFeeRate,
  drawAmount,
  ...(choice.payoffUuids.length > 0
    ? { drawPreference: choice.preference, payoffLiabilities: choice.payoffUuids }
    : {}),
});

export const PRODUCT_TYPE_LABELS: Record<string, string> = {
  HELOC_FIXED_DRAW: 'HELOC with a fixed-rate draw',
};
export const PREFERENCE_LABELS: Record<TDrawPreference, { label: string; description: string }> = {
  PRESERVE: {
    label: 'Pay off my debts and keep the cash I choose',
    description: 'The payoff is drawn on top of the cash you choose.',
  },
  DEDUCT: {
    label: 'Take the payoff out of my draw',
    description: 'The payoff comes out of the draw you choose.',
  },
  MAXIMIZE: {
    label: 'Draw the most I can',
    description: 'You draw the maximum; the payoff comes out of it.',
  },
};
