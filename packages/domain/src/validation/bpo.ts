import { z } from 'zod';
import type { TPropertyCondition } from '../enums/index.ts';

/** The broker-price-opinion steps' field rules and messages; moved from the contract (decision 010). */

/** The valuation fee when there is no automated valuation (spec 02, disclosure facts), in dollars. */
export const BPO_FEE_DOLLARS = 180;

/**
 * The conditions an applicant can pick: spec 02 "Property condition" (the domain's enumeration), less
 * UNKNOWN_CONDITION and NOT_AVAILABLE, which mean nobody assessed the home. Best first, as the form lists them.
 */
export const BPO_PROPERTY_CONDITIONS = [
  'EXCELLENT',
  'GOOD',
  'AVERAGE',
  'FAIR',
  'POOR',
] as const satisfies readonly TPropertyCondition[];
export type TBpoPropertyCondition = (typeof BPO_PROPERTY_CONDITIONS)[number];

export const BPO_MESSAGES = {
  valueRequired: 'Please enter your estimated home value',
  valueMin: 'Estimated home value must be at least $50,000',
  valueMax: 'Estimated home value must be at most $10,000,000',
  conditionRequired: 'Please select the condition of your home',
  acknowledgementRequired: 'Please confirm the acknowledgement to continue',
  feeRequired: 'Please agree to the $180 valuation fee to order the valuation',
} as const;

export const ESTIMATED_VALUE_MIN = 50_000;
export const ESTIMATED_VALUE_MAX = 10_000_000;

/** POST .../bpo/estimate: whole dollars. */
export const ZBpoEstimateRequest = z.object({
  estimatedValue: z
    .number({ error: BPO_MESSAGES.valueRequired })
    .int(BPO_MESSAGES.valueRequired)
    .min(ESTIMATED_VALUE_MIN, BPO_MESSAGES.valueMin)
    .max(ESTIMATED_VALUE_MAX, BPO_MESSAGES.valueMax),
  propertyCondition: z.enum(BPO_PROPERTY_CONDITIONS, { error: BPO_MESSAGES.conditionRequired }),
});
export type TBpoEstimateRequest = z.infer<typeof ZBpoEstimateRequest>;

/** POST .../bpo/condition (Texas): the applicant acknowledges the fair market value rules. */
export const ZBpoConditionRequest = z.object({
  acknowledged: z.literal(true, { error: BPO_MESSAGES.acknowledgementRequired }),
});
export type TBpoConditionRequest = z.infer<typeof ZBpoConditionRequest>;

/** POST .../bpo/order: the applicant agrees to the valuation fee. */
export const ZBpoOrderRequest = z.object({
  acceptFee: z.literal(true, { error: BPO_MESSAGES.feeRequired }),
});
export type TBpoOrderRequest = z.infer<typeof ZBpoOrderRequest>;
