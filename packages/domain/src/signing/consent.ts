/**
 * The electronic-records consent of the E-SIGN Act section 101(c) (spec 04 section 9.4), taken before the first
 * electronic document is shown and recorded with its time and version. A new version is asked for again
 * (2026-11-23.2: withdrawal from the signing pages).
 */
export const ESIGN_CONSENT_VERSION = '2026-11-23.2';

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
      'You may withdraw this consent at any time before you sign, at no charge, with the "Withdraw consent" button on the documents and help pages or by contacting us. If you withdraw it, we will send the documents on paper and closing may take longer. Withdrawing does not affect records you already received or signed electronically.',
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

/** Withdrawing the consent (E-SIGN 101(c)(1)(B)): the control, its confirmation, and what the signer is told after. */
export const ESIGN_WITHDRAWAL = {
  sectionTitle: 'Your consent to electronic records',
  given: (date: string, version: string) => `You agreed to use electronic records and signatures on ${date} (consent version ${version}).`,
  rightToWithdraw:
    'You may withdraw this consent before you sign, at no charge. We will then send your closing documents on paper, and closing may take longer.',
  action: 'Withdraw consent',
  confirmTitle: 'Withdraw your consent to electronic records?',
  confirmBody: [
    'You will no longer be able to read or sign your closing documents on this website. We will send them to you on paper at no charge, and closing may take longer.',
    'Records you already received electronically are not affected. You can agree again later to continue on this website.',
  ],
  confirm: 'Yes, withdraw my consent',
  cancel: 'Keep my consent',
  withdrawnTitle: 'You withdrew your consent to electronic records',
  withdrawnOn: (date: string) => `You withdrew it on ${date}. You cannot sign your documents electronically while it is withdrawn.`,
  paperCopies:
    'To get paper copies: call or email your loan team (their details are on this page). We mail your closing documents to you at no charge, you sign them on paper, and we tell you how to send them back.',
  continueElectronically: 'To continue on this website instead, read the consent again and agree to it.',
} as const;
