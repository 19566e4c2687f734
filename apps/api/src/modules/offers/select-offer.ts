import { type TOffersActionResponse, type TSelectOfferRequest } from '@lintel/contract';
import {
  payoffAmount,
  sliderBounds,
  preferredDraw,
  summarizeOffer,
  formatMoney,
  MoneyDecimal,
  centsToDollars,
  dollarsToCents,
} from '@lintel/domain';
import { badRequest, conflict } from '../../platform/http-error.ts';
import { changeStatus, findLiabilities } from '../application/index.ts';
import { loadApplicationInStep, type TOwnerScope } from './load-application.ts';
import { findOfferSelection } from './details-store.ts';
import { offerSetOf } from './offer-set-of.ts';
import { offerSelections } from './tables.ts';

export const OFFER_NOT_AVAILABLE_MESSAGE =
  'The chosen offer is not available. Please choose one of the offers shown.';
export const UNKNOWN_LIABILITY_MESSAGE = 'A liability marked for payoff is not one of yours.';
export const drawOutOfRangeMessage = (min: string, max: string) =>
  `Please choose a draw between ${min} and ${max}.`;

/** Where each offer step goes on (the transition table decides what is allowed). */
const NEXT_STATUS = {
  OFFER_SELECTION: 'COLLECT_ADDITIONAL_INFO',
  REVISED_OFFER_SELECTION: 'IDENTITY_VERIFICATION',
} as const;

/**
 * An offer whose income is already verified (sub-decision VERIFIED_OFFER) is final once chosen: both offer
 * steps go to FINAL_OFFER, whose screen is signing/intro, the from-path the web's routing hands to the select
 * screen in that case (spec 01 section 4).
 */
const nextStatusOf = (status: keyof typeof NEXT_STATUS, uwSubDecision: string | null) =>
  uwSubDecision === 'VERIFIED_OFFER' ? 'FINAL_OFFER' : NEXT_STATUS[status];

/**
 * Stores the applicant's choice and moves the application on. The draw is checked against the slider bounds
 * the web showed (sliderBounds with the payoff of the marked liabilities), and the initial draw, amount and
 * rate written to the application come from the same domain functions the web uses.
 */
export const selectOffer = async (
  scope: TOwnerScope & { request: TSelectOfferRequest },
): Promise<TOffersActionResponse> => {
  const { db, request } = scope;
  const application = await loadApplicationInStep(scope, Object.keys(NEXT_STATUS));
  const offerSet = offerSetOf(application);
  if (!offerSet) throw conflict(OFFER_NOT_AVAILABLE_MESSAGE);
  const offer = offerSet.offers.find(
    (candidate) =>
      candidate.type === request.type &&
      candidate.term === request.term &&
      candidate.originationFee === request.originationFeeRate,
  );
  if (!offer) throw badRequest(OFFER_NOT_AVAILABLE_MESSAGE);

  const liabilities = await findLiabilities({ db, applicationUuid: application.uuid });
  const payoffUuids = [...new Set(request.payoffLiabilities ?? [])];
  const known = new Set(liabilities.map((liability) => liability.uuid));
  if (payoffUuids.some((uuid) => !known.has(uuid))) throw badRequest(UNKNOWN_LIABILITY_MESSAGE);
  const payoff = payoffAmount({
    liabilities: liabilities.map((liability) => ({
      monetaryBalance: centsToDollars(liability.monetaryBalance),
      payOff: payoffUuids.includes(liability.uuid) ? { status: 'MARKED_FOR_PAYOFF' } : null,
    })),
  });
  // Without a payoff the preference changes nothing; DEDUCT then means "the draw is what the slider says".
  const preference = payoff.greaterThan(0) ? (request.drawPreference ?? 'PRESERVE') : 'DEDUCT';
  const bounds = sliderBounds({
    minDraw: offer.minDraw,
    maxDraw: offer.maxDraw,
    payoffAmount: payoff,
    preference,
  });
  const draw = new MoneyDecimal(request.drawAmount);
  if (
    !bounds.feasible ||
    draw.lessThan(bounds.min) ||
    draw.greaterThan(bounds.max) ||
    draw.decimalPlaces() > 2
  )
    throw badRequest(
      drawOutOfRangeMessage(
        formatMoney(bounds.min, { precision: 0 }),
        formatMoney(bounds.max, { precision: 0 }),
      ),
    );

  const initialDraw = preferredDraw({
    preference,
    liabilities: payoff,
    selectedDraw: draw,
    maxDraw: offer.maxDraw,
  });
  const summary = summarizeOffer({
    draw: initialDraw,
    feeRate: offer.originationFee,
    maxFee: offerSet.ofeeMaxThreshold,
    annualRatePercent: offer.rate,
    termYears: offer.term,
  });
  const to = nextStatusOf(application.status as keyof typeof NEXT_STATUS, application.uwSubDecision);
  const moved = await changeStatus({
    db,
    uuid: application.uuid,
    to,
    actor: { kind: 'APPLICANT', identityUuid: scope.ownerIdentityUuid },
    reason: 'Offer selected',
    expectedFrom: application.status,
    fields: {
      rate: offer.rate,
      rateType: offer.rateType,
      term: offer.term,
      amount: dollarsToCents(summary.loanAmount),
      uwCalculatedDrawAmount: dollarsToCents(summary.draw),
    },
    details: {
      type: offer.type,
      term: offer.term,
      originationFee: offer.originationFee,
      preference,
      payoffCount: payoffUuids.length,
    },
  });

  const previous = await findOfferSelection(db, application.uuid);
  const choice = {
    type: offer.type,
    term: offer.term,
    originationFeeRate: String(offer.originationFee),
    drawAmount: dollarsToCents(draw),
    drawPreference: request.drawPreference ?? null,
    payoffLiabilityUuids: payoffUuids,
    rate: String(offer.rate),
    updatedAt: new Date(),
  };
  await db
    .insert(offerSelections)
    .values({
      applicationUuid: application.uuid,
      ...choice,
      firstDrawAmount: previous?.firstDrawAmount ?? choice.drawAmount,
      firstRate: previous?.firstRate ?? choice.rate,
    })
    .onConflictDoUpdate({ target: offerSelections.applicationUuid, set: choice });
  return { uuid: moved.uuid, applicationStatus: moved.status };
};
