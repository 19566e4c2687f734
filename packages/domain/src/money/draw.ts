import { InvalidMoneyInputError, MoneyDecimal, toNonNegativeDecimal, type Decimal, type TMoneyInput } from './decimal.ts';
import { roundMoney } from './round-money.ts';

export type TFeeInput = {
  /** The draw the fee is charged on; rounded to cents first. */
  amount: TMoneyInput;
  /** Origination fee as a fraction of the draw (Offer.originationFee), e.g. 0.0499. */
  feeRate: TMoneyInput;
  /** Largest fee charged, when the offer set caps it (ofeeMaxThreshold). */
  maxFee?: TMoneyInput | undefined;
};

/** min(amount x feeRate, maxFee), rounded half-even to cents. */
export function originationFee({ amount, feeRate, maxFee }: TFeeInput): Decimal {
  const fee = roundMoney(toNonNegativeDecimal(amount)).times(toNonNegativeDecimal(feeRate));
  const capped = maxFee === undefined ? fee : MoneyDecimal.min(fee, toNonNegativeDecimal(maxFee));
  return roundMoney(capped);
}

/** Draw total = amount + origination fee (spec 02 section 9 "Draw total"). */
export function drawTotal(input: TFeeInput): Decimal {
  return roundMoney(toNonNegativeDecimal(input.amount)).plus(originationFee(input));
}

export type TDrawFromLoanInput = {
  loanAmount: TMoneyInput;
  /** Sum of borrower-paid closing costs financed in the loan. */
  costs: TMoneyInput;
  recordingTax: TMoneyInput;
  feeRate: TMoneyInput;
  /** The offer set's maximum origination fee; no cap when absent. */
  ofeeMaxThreshold?: TMoneyInput | undefined;
};

export type TDrawFromLoan = { draw: Decimal; originationFee: Decimal; feeCapped: boolean };

const CENT = new MoneyDecimal('0.01');

/**
 * The cash draw a loan amount funds: (loanAmount - costs - recordingTax) / (1 + feeRate), rounded half-even
 * to cents; when the fee on that draw would exceed ofeeMaxThreshold the fee is the threshold and
 * draw = loanAmount - costs - recordingTax - ofeeMaxThreshold.
 * The result is always the largest whole-cent draw whose drawTotal fits in loanAmount - costs - recordingTax:
 * the half-even quotient is moved by at most one cent to make that true, so draw + fee never exceeds the loan.
 */
export function drawFromLoanAmount({
  loanAmount,
  costs,
  recordingTax,
  feeRate,
  ofeeMaxThreshold,
}: TDrawFromLoanInput): TDrawFromLoan {
  const available = roundMoney(toNonNegativeDecimal(loanAmount))
    .minus(roundMoney(toNonNegativeDecimal(costs)))
    .minus(roundMoney(toNonNegativeDecimal(recordingTax)));
  if (available.isNegative()) throw new InvalidMoneyInputError();
  const rate = toNonNegativeDecimal(feeRate);
  const maxFee = ofeeMaxThreshold === undefined ? undefined : roundMoney(toNonNegativeDecimal(ofeeMaxThreshold));

  // Capped exactly when the uncapped draw's fee, available x f / (1 + f), exceeds the threshold,
  // which rearranges to (available - threshold) x f > threshold.
  if (maxFee !== undefined && available.minus(maxFee).times(rate).greaterThan(maxFee)) {
    return { draw: available.minus(maxFee), originationFee: maxFee, feeCapped: true };
  }
  const totalOf = (draw: Decimal) => drawTotal({ amount: draw, feeRate: rate, maxFee });
  let draw = roundMoney(available.div(rate.plus(1)));
  while (draw.greaterThan(0) && totalOf(draw).greaterThan(available)) draw = draw.minus(CENT);
  while (totalOf(draw.plus(CENT)).lessThanOrEqualTo(available)) draw = draw.plus(CENT);
  return { draw, originationFee: originationFee({ amount: draw, feeRate: rate, maxFee }), feeCapped: false };
}
