import type { Decimal, TMoneyInput } from './decimal.ts';
import { helocDrawApr } from './apr.ts';
import { drawTotal, originationFee } from './draw.ts';
import { monthlyPayment } from './payment.ts';
import { roundMoney } from './round-money.ts';

export type TOfferSummaryInput = {
  /** Initial draw the borrower receives (uwCalculatedDrawAmount). */
  draw: TMoneyInput;
  /** Offer.originationFee, a fraction. */
  feeRate: TMoneyInput;
  /** Offer set ofeeMaxThreshold, when present. */
  maxFee?: TMoneyInput | undefined;
  annualRatePercent: TMoneyInput;
  termYears: TMoneyInput;
};

export type TOfferSummary = {
  draw: Decimal;
  originationFee: Decimal;
  /** draw + fee: the principal that is amortised. */
  loanAmount: Decimal;
  monthlyPayment: Decimal;
  /** Two decimals, half-even. */
  apr: Decimal;
};

/**
 * The one path from an offer to the numbers the offer summary shows: the fee is financed on top of the
 * draw, the monthly payment amortises draw + fee, and the APR counts the fee as a prepaid finance charge.
 */
export function summarizeOffer({ draw, feeRate, maxFee, annualRatePercent, termYears }: TOfferSummaryInput): TOfferSummary {
  const fee = originationFee({ amount: draw, feeRate, maxFee });
  const loanAmount = drawTotal({ amount: draw, feeRate, maxFee });
  const terms = { amount: loanAmount, annualRatePercent, termYears };
  return {
    draw: roundMoney(draw),
    originationFee: fee,
    loanAmount,
    monthlyPayment: monthlyPayment(terms),
    apr: helocDrawApr({ ...terms, prepaidFinanceCharges: fee }),
  };
}
