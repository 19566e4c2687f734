import type { TPricingConfig } from './pricing-schema.ts';
import { STANDARD_RECORDING_TAX_PER_100K } from './recording-tax.ts';

/**
 * The platform's pricing (LINTEL and every partner without its own): four terms, four fee options that buy
 * the rate down, an autopay discount. Each brand's own limits (loan and rate range) still apply.
 */
export const standardPricing: TPricingConfig = {
  products: [
    {
      type: 'HELOC_FIXED_DRAW',
      rateType: 'FIXED',
      terms: [
        { years: 5, ratePoints: '-0.25' },
        { years: 10, ratePoints: '0' },
        { years: 15, ratePoints: '0.25' },
        { years: 30, ratePoints: '0.75' },
      ],
    },
  ],
  cltvLimits: { HOME: '0.85', SECONDARY: '0.75', INVESTMENT: '0.70' },
  scoreTiers: [
    { minScore: 760, rateShare: '0' },
    { minScore: 720, rateShare: '0.2' },
    { minScore: 680, rateShare: '0.45' },
    { minScore: 640, rateShare: '0.75' },
  ],
  originationFeeOptions: [
    { feeRate: '0', ratePoints: '1.5' },
    { feeRate: '0.0199', ratePoints: '0.75' },
    { feeRate: '0.0299', ratePoints: '0.25' },
    { feeRate: '0.0499', ratePoints: '-0.25' },
  ],
  defaultOriginationFeeRate: '0.0299',
  ofeeMaxThreshold: '7500',
  discounts: [{ type: 'AUTOPAY', ratePoints: '0.25' }],
  recordingFee: '150',
  recordingTaxPer100k: STANDARD_RECORDING_TAX_PER_100K,
  maxDti: '0.55',
  assetDepletionMonths: 360,
  lineRounding: 1000,
  requalifyCltvLimit: '0.80',
};
