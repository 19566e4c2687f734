/**
 * The notice shown, and the consent taken, before the hard credit pull (Fair Credit Reporting Act section 604(a)(3):
 * a consumer report for a credit transaction the consumer initiates). The version is recorded with the consent;
 * a change of wording gets a new version.
 */
export const FCRA_NOTICE_VERSION = 'fcra-hard-pull-2026-11';

export const FCRA_NOTICE_PARAGRAPHS = [
  'To make you a final offer we will obtain your consumer credit report from a credit reporting agency. This is a hard inquiry: it appears on your credit report and may lower your credit score slightly.',
  'We use the report only to decide on your application for a home equity line of credit and to service the line if it is opened. Under the Fair Credit Reporting Act you have the right to know what is in your report, to dispute information that is inaccurate, and to receive a free copy of your report from each nationwide credit reporting agency once a year at annualcreditreport.com.',
  'If we take an adverse action based on your report, we will tell you the name and address of the agency that provided it.',
] as const;

export const FCRA_CONSENT_LABEL =
  'I authorize a hard inquiry of my credit report for this application, as described above.';

export const LIENS_MESSAGES = {
  consent: 'Please authorize the credit inquiry to continue.',
  unknownLiability: 'A debt marked for payoff is not one of yours.',
  notExpected: 'Your debts do not need to be reviewed right now.',
  version: 'The credit inquiry notice has changed. Please read it again and confirm.',
} as const;
