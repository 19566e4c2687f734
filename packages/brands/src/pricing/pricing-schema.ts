import { z } from 'zod';
import { ZDiscountType, ZOccupancyType } from '@lintel/domain';

/** A decimal written as a string so no float ever carries a rate or an amount ("0.0299", "0.25"). */
const ZDecimalText = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, { error: 'A decimal number written as text, e.g. "0.0299"' });

/**
 * A brand's pricing rules as data (spec 04 section 5): the server's pricing reads only this and the brand's
 * limits (helocMinLoanAmount, helocMaxLoanAmount, helocMinRateWithNoDiscount, helocMaxRateWithNoDiscount).
 * Rates are in percentage points; fee rates and CLTV limits are fractions; amounts are dollars.
 */
export const ZPricingConfig = z.object({
  /** Product types offered, each with its terms in years and the points a term adds to the rate. */
  products: z
    .array(
      z.object({
        type: z.string().min(1),
        rateType: z.enum(['FIXED', 'VARIABLE']),
        terms: z.array(z.object({ years: z.number().int().positive(), ratePoints: ZDecimalText })).min(1),
      }),
    )
    .min(1),
  /** Highest combined loan-to-value by occupancy; an occupancy left out gets no offer. */
  cltvLimits: z.partialRecord(ZOccupancyType, ZDecimalText),
  /**
   * Score tiers, best first: a score at or above minScore takes rateShare of the way from the brand's lowest to
   * its highest rate. A score below the last tier gets no offer.
   */
  scoreTiers: z.array(z.object({ minScore: z.number().int(), rateShare: ZDecimalText })).min(1),
  /** Origination-fee choices: a higher fee buys the rate down (ratePoints is added to the rate). */
  originationFeeOptions: z.array(z.object({ feeRate: ZDecimalText, ratePoints: ZDecimalText })).min(1),
  /** The fee option shown when the applicant is not offered the choice (flag fe-heloc-rate-buy-down off). */
  defaultOriginationFeeRate: ZDecimalText,
  /** Largest origination fee in dollars (ofeeMaxThreshold). */
  ofeeMaxThreshold: ZDecimalText,
  /** Discounts, in the order they stack: each takes ratePoints off the rate before it. */
  discounts: z.array(z.object({ type: ZDiscountType, ratePoints: ZDecimalText })),
  /** Closing costs financed in the line, in dollars. */
  recordingFee: ZDecimalText,
  /** Recording tax per $100,000 of line by state (spec 02 section 9 lists the states that have one). */
  recordingTaxPer100k: z.record(z.string().length(2), ZDecimalText),
  /** Largest debt-to-income ratio with the new payment, as a fraction (limits the draw down to the brand minimum). */
  maxDti: ZDecimalText,
  /** Months over which liquid assets count as income under asset depletion. */
  assetDepletionMonths: z.number().int().positive(),
  /** The line is rounded down to a multiple of this many dollars. */
  lineRounding: z.number().int().positive(),
  /** CLTV limit for a second lien when the first lien position cannot be kept (CLTV_LIEN_POSITION_REQUALIFY). */
  requalifyCltvLimit: ZDecimalText,
});
export type TPricingConfig = z.infer<typeof ZPricingConfig>;
