import { MoneyDecimal, toNonNegativeDecimal, type Decimal, type TMoneyInput } from './decimal.ts';
import { roundMoney } from './round-money.ts';

/** The fields of a liability (spec 02 section 3 "Liabilities") that decide the payoff amount. */
export type TPayoffLiability = {
  monetaryBalance?: TMoneyInput | null;
  payOff?: { status?: string | null } | null;
};

const MARKED_FOR_PAYOFF = 'MARKED_FOR_PAYOFF';

/** Sum of the balances of the liabilities marked for payoff, in cents; 0 when none is marked. */
export function payoffAmount({ liabilities }: { liabilities: readonly TPayoffLiability[] }): Decimal {
  return liabilities
    .filter((liability) => liability.payOff?.status === MARKED_FOR_PAYOFF)
    .reduce((sum: Decimal, liability) => sum.plus(roundMoney(toNonNegativeDecimal(liability.monetaryBalance ?? 0))), new MoneyDecimal(0));
}
