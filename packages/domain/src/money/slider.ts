import type { TDrawPreference } from '../enums/payments.ts';
import { InvalidMoneyInputError, MoneyDecimal, toNonNegativeDecimal, type Decimal, type TMoneyInput } from './decimal.ts';

export type TSliderBoundsInput = {
  minDraw: TMoneyInput;
  maxDraw: TMoneyInput;
  /** Total of the liabilities marked for payoff; 0 when none. */
  payoffAmount?: TMoneyInput;
  preference: TDrawPreference;
  /** Slider step in dollars; the minimum rounds up and the maximum down to a multiple of it. */
  step?: TMoneyInput;
};

export type TSliderBounds = { min: Decimal; max: Decimal; feasible: boolean };

/**
 * Draw slider bounds (spec 02 section 9 "Slider bounds"); the interpretation is stated in
 * docs/decisions/007-money-math.md:
 * - PRESERVE: the slider picks the cash the borrower keeps; the payoff is drawn on top of it, so the total
 *   draw payoff + cash must lie in [minDraw, maxDraw]: cash in [max(minDraw - payoff, 0), maxDraw - payoff].
 * - DEDUCT: the slider picks the total draw and the payoff is deducted from it, so it must at least cover the
 *   payoff: draw in [max(minDraw, payoff), maxDraw].
 * - MAXIMIZE: no payoff adjustment: [minDraw, maxDraw].
 * Then min rounds up and max rounds down to the step. `feasible` is false when no step fits (min > max).
 */
export function sliderBounds({ minDraw, maxDraw, payoffAmount = 0, preference, step = 1 }: TSliderBoundsInput): TSliderBounds {
  const low = toNonNegativeDecimal(minDraw);
  const high = toNonNegativeDecimal(maxDraw);
  const payoff = toNonNegativeDecimal(payoffAmount);
  const unit = toNonNegativeDecimal(step);
  if (unit.isZero()) throw new InvalidMoneyInputError();

  const zero = new MoneyDecimal(0);
  const [from, to] =
    preference === 'PRESERVE'
      ? [MoneyDecimal.max(low.minus(payoff), zero), high.minus(payoff)]
      : preference === 'DEDUCT'
        ? [MoneyDecimal.max(low, payoff), high]
        : [low, high];
  const min = from.div(unit).ceil().times(unit);
  const max = to.div(unit).floor().times(unit);
  return { min, max, feasible: min.lessThanOrEqualTo(max) };
}

export type TPreferredDrawInput = {
  preference: TDrawPreference;
  /** Total of the liabilities paid off from the line. */
  liabilities: TMoneyInput;
  selectedDraw: TMoneyInput;
  maxDraw: TMoneyInput;
};

/** PRESERVE = liabilities + selected draw, capped at the maximum; DEDUCT = the selected draw; MAXIMIZE = the maximum. */
export function preferredDraw({ preference, liabilities, selectedDraw, maxDraw }: TPreferredDrawInput): Decimal {
  const max = toNonNegativeDecimal(maxDraw);
  const selected = toNonNegativeDecimal(selectedDraw);
  if (preference === 'MAXIMIZE') return max;
  if (preference === 'DEDUCT') return selected;
  return MoneyDecimal.min(toNonNegativeDecimal(liabilities).plus(selected), max);
}
