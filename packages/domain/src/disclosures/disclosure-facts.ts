/** Disclosure facts of spec 02 section 9: the numbers every brand's HELOC disclosures state. */
export const DISCLOSURE_FACTS = {
  maxOriginationFeePercent: '4.99',
  appraisalRequiredAbove: 400_000,
  appraisalCostMin: 500,
  appraisalCostMax: 2_000,
  valuationFeeWithoutAvm: 180,
  manualNotarizationFee: 350,
  recordingFeeMin: 0,
  recordingFeeMax: 315,
  recordingTaxMin: 0,
  recordingTaxMaxPer100k: 1_400,
  fundingBusinessDays: 5,
  approvalMinutes: 5,
  /** States whose recording taxes the disclosures name. */
  recordingTaxStates: [
    'AR', 'CO', 'HI', 'IL', 'IN', 'KY', 'LA', 'MD', 'ME', 'MI', 'MN', 'MO', 'NJ', 'NV', 'OK', 'OR', 'PA', 'SD', 'UT', 'WV', 'WY',
  ],
} as const;
