/**
 * The electronic-records consent of the E-SIGN Act section 101(c) (spec 04 section 9.4), taken before the first
 * electronic document is shown and recorded with its time and version. A new version is asked for again.
 */
export const ESIGN_CONSENT_VERSION = '2026-11-23';

export const ESIGN_CONSENT_TITLE = 'Consent to use electronic records and signatures';

export type TConsentSection = { heading: string; paragraphs: readonly string[] };

/** The disclosures 101(c)(1) requires before consent: scope, paper copies, withdrawal, updates, hardware and software. */
export const ESIGN_CONSENT_SECTIONS: readonly TConsentSection[] = [
  {
    heading: 'What you agree to',
    paragraphs: [
      'You agree that we may give you the documents of your home equity line of credit (the agreement, the disclosures, the notices of your right to cancel and the other closing documents) as electronic records, and that you may sign them with an electronic signature that has the same effect as a signature on paper.',
      'This consent applies to this application and to the line of credit that results from it.',
    ],
  },
  {
    heading: 'Paper copies',
    paragraphs: [
      'You may ask for a paper copy of any electronic record at no charge by calling or emailing us. Asking for a paper copy does not withdraw your consent.',
    ],
  },
  {
    heading: 'Withdrawing your consent',
    paragraphs: [
      'You may withdraw this consent at any time before you sign, at no charge, by contacting us. If you withdraw it, we will send the documents on paper and closing may take longer. Withdrawing does not affect records you already received or signed electronically.',
    ],
  },
  {
    heading: 'Keeping your contact details up to date',
    paragraphs: [
      'Tell us when your email address or phone number changes: update them in your account settings or contact us.',
    ],
  },
  {
    heading: 'What you need',
    paragraphs: [
      'A computer, tablet or phone with a current web browser (Chrome, Edge, Firefox or Safari, released in the last two years) with JavaScript turned on, an internet connection, an email account, software that opens PDF files, and storage or a printer to keep copies.',
    ],
  },
];

export const ESIGN_CONSENT_CHECKBOX =
  'I have read this consent, I can open and keep the documents, and I agree to use electronic records and signatures.';
