import {
  centsToDollars,
  dollarsToCents,
  MoneyDecimal,
  payoffAmount,
  preferredDraw,
  sliderBounds,
  summarizeOffer,
  type TDrawPreference,
} from '@lintel/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { badRequest } from '../../platform/http-error.ts';
import type { TApplicationRow } from '../application/index.ts';
import { findOfferSelection } from './details-store.ts';
import { offerSetOf } from './offer-set-of.ts';
import { offerSelections } from './tables.ts';

export const PAYOFF_TOO_LARGE_MESSAGE =
  'The debts marked for payoff are more than this line can pay off. Please unmark one.';

type TLiabilityBalance = { uuid: string; monetaryBalance: number };

export type TPayoffDraw = {
  selectedDraw: number;
  minDraw: number;
  maxDraw: number;
  drawPreference: TDrawPreference | null;
  /** What the applicant receives at closing with these marks (spec 02 "Preferred draw"), in dollars. */
  initialDraw: number;
  /** Columns of the application this choice sets: the loan amount and the initial draw, in cents. */
  fields: { amount: number; uwCalculatedDrawAmount: number };
};

/**
 * The draw an offer choice makes with a set of payoff marks: the same domain functions as the offer screen
 * (payoffAmount, sliderBounds, preferredDraw, summarizeOffer). The chosen draw is kept inside the bounds the
 * marks allow; null when there is no chosen offer (an agent moved the application without one).
 */
export const computePayoffDraw = async (options: {
  db: Db;
  application: TApplicationRow;
  liabilities: readonly TLiabilityBalance[];
  payoffUuids: readonly string[];
  drawPreference?: TDrawPreference | null | undefined;
}): Promise<TPayoffDraw | null> => {
  const { application } = options;
  const offerSet = offerSetOf(application);
  const selection = await findOfferSelection(options.db, application.uuid);
  if (!offerSet || !selection) return null;
  const offer = offerSet.offers.find(
    (candidate) =>
      candidate.type === selection.type &&
      candidate.term === selection.term &&
      candidate.originationFee === Number(selection.originationFeeRate),
  );
  if (!offer) return null;
  const marked = new Set(options.payoffUuids);
  const payoff = payoffAmount({
    liabilities: options.liabilities.map((liability) => ({
      monetaryBalance: centsToDollars(liability.monetaryBalance),
      payOff: marked.has(liability.uuid) ? { status: 'MARKED_FOR_PAYOFF' } : null,
    })),
  });
  const storedPreference = (selection.drawPreference as TDrawPreference | null) ?? null;
  const requested = options.drawPreference === undefined ? storedPreference : options.drawPreference;
  const preference: TDrawPreference = payoff.greaterThan(0) ? (requested ?? 'PRESERVE') : 'DEDUCT';
  const bounds = sliderBounds({ minDraw: offer.minDraw, maxDraw: offer.maxDraw, payoffAmount: payoff, preference });
  if (!bounds.feasible) throw badRequest(PAYOFF_TOO_LARGE_MESSAGE);
  const chosen = new MoneyDecimal(centsToDollars(selection.drawAmount));
  const selectedDraw = MoneyDecimal.min(MoneyDecimal.max(chosen, bounds.min), bounds.max);
  const draw = preferredDraw({ preference, liabilities: payoff, selectedDraw, maxDraw: offer.maxDraw });
  const summary = summarizeOffer({
    draw,
    feeRate: offer.originationFee,
    maxFee: offerSet.ofeeMaxThreshold,
    annualRatePercent: offer.rate,
    termYears: offer.term,
  });
  return {
    selectedDraw: selectedDraw.toNumber(),
    minDraw: offer.minDraw,
    maxDraw: offer.maxDraw,
    drawPreference: payoff.greaterThan(0) ? preference : requested,
    initialDraw: summary.draw.toNumber(),
    fields: { amount: dollarsToCents(summary.loanAmount), uwCalculatedDrawAmount: dollarsToCents(summary.draw) },
  };
};

/** Stores new payoff marks (and preference) on the applicant's offer choice. */
export const savePayoffMarks = async (options: {
  db: Db;
  applicationUuid: string;
  payoffUuids: readonly string[];
  /** Left as stored when not given. */
  drawPreference?: TDrawPreference | null;
  selectedDraw?: number;
}): Promise<void> => {
  await options.db
    .update(offerSelections)
    .set({
      payoffLiabilityUuids: [...options.payoffUuids],
      ...(options.drawPreference !== undefined ? { drawPreference: options.drawPreference } : {}),
      ...(options.selectedDraw !== undefined ? { drawAmount: dollarsToCents(options.selectedDraw) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(offerSelections.applicationUuid, options.applicationUuid));
};
