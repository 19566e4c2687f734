import { MoneyDecimal, type Decimal } from '../money/decimal.ts';
import { monthlyPayment } from '../money/payment.ts';
import { roundMoney } from '../money/round-money.ts';

type TOfferDiscounts = { rate: number; discountList: readonly { discount: { type: string }; rateWithDiscount: number }[] };

export type TAutopayDiscount = {
  /** The rate without autopay and with it, in percent. */
  rate: Decimal;
  rateWithDiscount: Decimal;
  /** Percentage points taken off the rate. */
  ratePoints: Decimal;
  /** Monthly payment without autopay, with it, and the difference (half-even cents). */
  monthlyPayment: Decimal;
  monthlyPaymentWithDiscount: Decimal;
  monthlySaving: Decimal;
};

/**
 * The autopay discount of the chosen offer (spec 02 "Offer": discountList entries of type AUTOPAY with their
 * rateWithDiscount): as a rate and as a monthly amount on the line's amount and term. Undefined without one.
 */
export const autopayDiscountOf = (options: { offer: TOfferDiscounts; amount: number; termYears: number }): TAutopayDiscount | undefined => {
  const entry = options.offer.discountList.find((item) => item.discount.type === 'AUTOPAY');
  if (!entry || !(entry.rateWithDiscount < options.offer.rate)) return undefined;
  const rate = new MoneyDecimal(options.offer.rate);
  const rateWithDiscount = new MoneyDecimal(entry.rateWithDiscount);
  const without = monthlyPayment({ amount: options.amount, annualRatePercent: rate, termYears: options.termYears });
  const withDiscount = monthlyPayment({ amount: options.amount, annualRatePercent: rateWithDiscount, termYears: options.termYears });
  return {
    rate,
    rateWithDiscount,
    ratePoints: rate.minus(rateWithDiscount),
    monthlyPayment: without,
    monthlyPaymentWithDiscount: withDiscount,
    monthlySaving: roundMoney(without.minus(withDiscount)),
  };
};
