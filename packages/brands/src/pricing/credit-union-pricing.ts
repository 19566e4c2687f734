import type { TPricingConfig } from './pricing-schema.ts';
import { STANDARD_RECORDING_TAX_PER_100K } from './recording-tax.ts';

/**
 * A credit union's pricing (HARBOR_CU): members get a credit-union discount on top of autopay, a higher CLTV
 * for a primary home, no 30-year term and no investment properties, two fee options with a lower fee cap.
 */
export const creditUnionPricing: TPricingConfig = {
  products: [
    {
      type: 'HELOC_FIXED_DRAW',
      rateType: 'FIXED',
      terms: [
        { years: 5, ratePoints: '0' },
        { years: 10, ratePoints: '0.125' },
        { years: 15, ratePoints: '0.375' },
      ],
    },
  ],
  cltvLimits: { HOME: '0.90', SECONDARY: '0.80' },
  scoreTiers: [
    { minScore: 740, rateShare: '0' },
    { minScore: 700, rateShare: '0.3' },
    { minScore: 660, rateShare: '0.6' },
    { minScore: 620, rateShare: '1' },
  ],
  originationFeeOptions: [
    { feeRate: '0', ratePoints: '0.5' },
    { feeRate: '0.0199', ratePoints: '0' },
  ],
  defaultOriginationFeeRate: '0',
  ofeeMaxThreshold: '2500',
  discounts: [
    { type: 'AUTOPAY', ratePoints: '0.25' },
    { type: 'CREDIT_UNION', ratePoints: '0.5' },
  ],
  recordingFee: '95',
  recordingTaxPer100k: STANDARD_RECORDING_TAX_PER_100K,
  maxDti: '0.45',
  assetDepletionMonths: 240,
  lineRounding: 500,
  requalifyCltvLimit: '0.85',
};
