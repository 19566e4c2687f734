import { DISCLOSURE_FACTS } from '../disclosures/disclosure-facts.ts';
import { formatMoney } from '../money/round-money.ts';

/** The brand facts the chatbot quotes (spec 03 section 9 "Stated loan facts"): from the brand's configuration. */
export type TChatbotBrandFacts = {
  companyName: string;
  helocMinLoanAmount: number;
  helocMaxLoanAmount: number;
  helocMinRateWithNoDiscount: number;
  helocMaxRateWithNoDiscount: number;
  supportEmail: string;
  supportPhone: string;
};

export type TChatbotFaqEntry = {
  id: string;
  /** The question and other wordings people use; the search indexes them. */
  question: string;
  keywords: string;
  answer: (facts: TChatbotBrandFacts) => string;
};

const dollars = (value: number) => formatMoney(value, { precision: 0 });

/** The product's FAQ: every figure comes from the brand or the disclosure facts, never from this text. */
export const CHATBOT_FAQ: readonly TChatbotFaqEntry[] = [
  {
    id: 'max-line-amount',
    question: 'What is the maximum line amount?',
    keywords: 'maximum max largest highest biggest line amount loan limit how much can I borrow most',
    answer: (f) => `The maximum line amount with ${f.companyName} is ${dollars(f.helocMaxLoanAmount)}.`,
  },
  {
    id: 'min-line-amount',
    question: 'What is the minimum line amount?',
    keywords: 'minimum min smallest lowest least line amount loan limit borrow',
    answer: (f) => `The minimum line amount with ${f.companyName} is ${dollars(f.helocMinLoanAmount)}.`,
  },
  {
    id: 'rates',
    question: 'What interest rates do you offer?',
    keywords: 'rate rates interest apr annual percentage range cost',
    answer: (f) =>
      `Rates before any discount range from ${f.helocMinRateWithNoDiscount}% to ${f.helocMaxRateWithNoDiscount}% APR, depending on your credit and property.`,
  },
  {
    id: 'origination-fee',
    question: 'What fees do you charge?',
    keywords: 'fee fees origination charge closing costs cost points',
    answer: () =>
      `The origination fee is up to ${DISCLOSURE_FACTS.maxOriginationFeePercent}% of the initial draw. Recording fees of $${DISCLOSURE_FACTS.recordingFeeMin} to $${DISCLOSURE_FACTS.recordingFeeMax} may apply and are paid from your line.`,
  },
  {
    id: 'funding-time',
    question: 'How long does funding take?',
    keywords: 'how long funding time timing fast quick days receive money funds when close closing',
    answer: () => `Apply in ${DISCLOSURE_FACTS.approvalMinutes} minutes and receive funding in as little as ${DISCLOSURE_FACTS.fundingBusinessDays} days.`,
  },
  {
    id: 'appraisal',
    question: 'Do I need an appraisal?',
    keywords: 'appraisal appraiser valuation home value inspection',
    answer: () =>
      `Most lines use an automated valuation. An appraisal is required above ${dollars(DISCLOSURE_FACTS.appraisalRequiredAbove)}; it typically costs ${dollars(DISCLOSURE_FACTS.appraisalCostMin)} to ${dollars(DISCLOSURE_FACTS.appraisalCostMax)}.`,
  },
  {
    id: 'notary',
    question: 'How does notarization work?',
    keywords: 'notary notarization notarize sign signing online remote manual',
    answer: () =>
      `You sign with a remote online notary. If you choose an in-person (manual) notary instead, a fee of ${dollars(DISCLOSURE_FACTS.manualNotarizationFee)} applies.`,
  },
  {
    id: 'contact',
    question: 'How do I contact support?',
    keywords: 'contact support phone email call help person human agent talk representative',
    answer: (f) => `You can reach ${f.companyName} at ${f.supportPhone} or ${f.supportEmail}.`,
  },
];

/** The answer when the application's status is asked for and the applicant is known. */
export const CHATBOT_STATUS_ENTRY_ID = 'application-status';
export const CHATBOT_STATUS_QUESTION = {
  id: CHATBOT_STATUS_ENTRY_ID,
  question: 'What is the status of my application?',
  keywords: 'status my application where progress stage step loan update',
} as const;
export const chatbotStatusAnswer = (label: string | undefined): string =>
  label
    ? `Your application's current status is: ${label}.`
    : 'Log in to your account and I can tell you where your application stands.';

/** The fallback: offers an agent or the contact page. */
export const CHATBOT_FALLBACK_ID = 'fallback';
export const chatbotFallbackAnswer = (f: Pick<TChatbotBrandFacts, 'supportPhone'>): string =>
  `I'm not sure I can answer that. You can chat with an agent during our live hours, call us at ${f.supportPhone}, or visit our contact page at /contact.`;
