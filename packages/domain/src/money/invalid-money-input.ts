// Apart from decimal.ts so money code that needs no decimal.js (fee-cents.ts) raises the same error.

/** The one error text every money function raises for NaN, infinite, unparsable or out-of-range input. */
export const INVALID_INPUT = 'Invalid input';

export class InvalidMoneyInputError extends RangeError {
  constructor() {
    super(INVALID_INPUT);
    this.name = 'InvalidMoneyInputError';
  }
}
