import type { TOffer, TOfferLiability } from '@lintel/contract';
import {
  amortizationSchedule,
  payoffAmount,
  preferredDraw,
  sliderBounds,
  summarizeOffer,
  type Decimal,
  type TDrawPreference,
  type TOfferSummary,
  type TScheduleRow,
} from '@lintel/domain';

export type TOfferFiguresInput = {
  offer: TOffer;
  /** What the slider (or the typed amount) says. */
  sliderValue: number;
  ofeeMaxThreshold: number;
  liabilities: readonly TOfferLiability[];
  /** Uuids of the liabilities the applicant marks for payoff. */
  payoffUuids: readonly string[];
  preference: TDrawPreference;
};

export type TOfferFigures = {
  bounds: { min: number; max: number; feasible: boolean };
  payoff: Decimal;
  /** The preference in force: without a payoff it changes nothing and the draw is the slider's value. */
  preference: TDrawPreference;
  /** The initial draw (uwCalculatedDrawAmount) and the numbers the summary shows. */
  summary: TOfferSummary;
};

/**
 * The live numbers of the select screen, from the domain's one calculation path: slider bounds under the
 * payoff preference, the preferred draw, then summarizeOffer (fee, draw total, monthly payment, APR). The
 * server checks the choice with the same functions.
 */
export const computeOfferFigures = ({
  offer,
  sliderValue,
  ofeeMaxThreshold,
  liabilities,
  payoffUuids,
  preference,
}: TOfferFiguresInput): TOfferFigures => {
  const marked = new Set(payoffUuids);
  const payoff = payoffAmount({
    liabilities: liabilities.map((liability) => ({
      monetaryBalance: liability.monetaryBalance,
      payOff: marked.has(liability.uuid) ? { status: 'MARKED_FOR_PAYOFF' } : null,
    })),
  });
  const effective: TDrawPreference = payoff.greaterThan(0) ? preference : 'DEDUCT';
  const bounds = sliderBounds({
    minDraw: offer.minDraw,
    maxDraw: offer.maxDraw,
    payoffAmount: payoff,
    preference: effective,
  });
  const min = bounds.min.toNumber();
  const max = bounds.max.toNumber();
  const clamped = Math.min(Math.max(sliderValue, min), max);
  const draw = preferredDraw({
    preference: effective,
    liabilities: payoff,
    selectedDraw: clamped,
    maxDraw: offer.maxDraw,
  });
  const summary = summarizeOffer({
    draw,
    feeRate: offer.originationFee,
    maxFee: ofeeMaxThreshold,
    annualRatePercent: offer.rate,
    termYears: offer.term,
  });
  return { bounds: { min, max, feasible: bounds.feasible }, payoff, preference: effective, summary };
};

/** The full schedule of the draw total at the offer's rate and term. */
export const scheduleOf = (summary: TOfferSummary, offer: TOffer): TScheduleRow[] =>
  amortizationSchedule({ amount: summary.loanAmount, annualRatePercent: offer.rate, termYears: offer.term });
