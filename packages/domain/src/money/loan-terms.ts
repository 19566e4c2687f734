import { InvalidMoneyInputError, toDecimal, toNonNegativeDecimal, type Decimal, type TMoneyInput } from './decimal.ts';
import { roundMoney } from './round-money.ts';

/** What every amortisation function takes: the amount borrowed, the yearly note rate in percent, the term in years. */
export type TLoanTerms = {
  amount: TMoneyInput;
  annualRatePercent: TMoneyInput;
  termYears: TMoneyInput;
};

export type TParsedLoanTerms = {
  /** The amount rounded to cents. */
  amount: Decimal;
  annualRatePercent: Decimal;
  /** Yearly rate / 100 / 12, unrounded. */
  monthlyRate: Decimal;
  /** Number of monthly payments, termYears x 12. */
  paymentCount: number;
};

const MONTHS_PER_YEAR = 12;

/** Validates loan terms once so payment, schedule and APR read them the same way. */
export function parseLoanTerms({ amount, annualRatePercent, termYears }: TLoanTerms): TParsedLoanTerms {
  const rate = toNonNegativeDecimal(annualRatePercent);
  const months = toDecimal(termYears).times(MONTHS_PER_YEAR);
  // A term must be a whole, positive number of monthly payments.
  if (!months.isInteger() || months.lessThanOrEqualTo(0)) throw new InvalidMoneyInputError();
  return {
    amount: roundMoney(toNonNegativeDecimal(amount)),
    annualRatePercent: rate,
    monthlyRate: rate.div(100).div(MONTHS_PER_YEAR),
    paymentCount: months.toNumber(),
  };
}
