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
  /** A home bought, or its title transferred, this recently makes the applicant ineligible (spec 02 section 9 "Limits"). */
  recentPurchaseIneligibleDays: 90,
  /** States whose recording taxes the disclosures name. */
  recordingTaxStates: [
    'AR', 'CO', 'HI', 'IL', 'IN', 'KY', 'LA', 'MD', 'ME', 'MI', 'MN', 'MO', 'NJ', 'NV', 'OK', 'OR', 'PA', 'SD', 'UT', 'WV', 'WY',
  ],
} as const;

/**
 * The product's headline promise, word for word (spec 01 section 1, spec 02 section 1), from the same facts
 * the disclosures state, so the promise and its footnote cannot drift apart.
 */
export const HEADLINE_PROMISE = `Apply in ${DISCLOSURE_FACTS.approvalMinutes} minutes, receive funding in ${DISCLOSURE_FACTS.fundingBusinessDays} days`;

/** How an offer's closing costs read beside its figures: the cost types the offer set lists (spec 02 "Offer set"). */
const CLOSING_COST_LABELS: Readonly<Record<string, string>> = {
  RECORDING_FEE: 'Recording fee (paid from your line)',
  RECORDING_TAX: 'Recording tax (paid from your line)',
};

/**
 * The closing-cost lines an offer shows: the recording fee, and the recording tax where the property's state
 * levies one (the offer set has a RECORDING_TAX cost only there), each as the borrower pays it.
 */
export const closingCostLines = (
  costs: ReadonlyArray<{ feeType: string; borrowerPaidAmount: number }>,
): Array<{ feeType: string; label: string; amount: number }> =>
  costs
    .filter((cost) => cost.feeType in CLOSING_COST_LABELS && cost.borrowerPaidAmount > 0)
    .map((cost) => ({ feeType: cost.feeType, label: CLOSING_COST_LABELS[cost.feeType]!, amount: cost.borrowerPaidAmount }));
