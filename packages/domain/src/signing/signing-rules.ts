import { z } from 'zod';

/** Whose place it is: the primary borrower, or an additional signer by its id (helper "signers"' invitations). */
export const PRIMARY_SIGNER = 'PRIMARY';
export type TSignerKey = string;
/** The deed's notary acknowledgement place: filled with the notary's electronic seal when a session completes. */
export const NOTARY_SIGNER_KEY = 'NOTARY';

export const SIGNATURE_PLACE_KINDS = ['SIGNATURE', 'INITIALS'] as const;
export type TSignaturePlaceKind = (typeof SIGNATURE_PLACE_KINDS)[number];

export const SIGNATURE_METHODS = ['TYPED', 'DRAWN'] as const;
export type TSignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** The closing package of a HELOC (spec 04 section 9.4), in the order it is shown and signed. */
export const CLOSING_DOCUMENT_KINDS = [
  'HELOC_AGREEMENT',
  'HELOC_FINAL_DISCLOSURE',
  'RIGHT_TO_CANCEL',
  'DEED_OF_TRUST',
  'GLBA_NOTICE',
  'HAZARD_DISCLOSURE',
  'FLOODDISCLOSURE',
] as const;
export type TClosingDocumentKind = (typeof CLOSING_DOCUMENT_KINDS)[number];

/** Documents signed before the notary, not on signing/sign. */
export const NOTARIZED_DOCUMENT_KINDS: readonly TClosingDocumentKind[] = ['DEED_OF_TRUST'];

export const SIGNING_MESSAGES = {
  consentRequired: 'Please agree to use electronic records and signatures before you continue.',
  consentOutdated: 'Our electronic records consent has changed. Please read it and agree again.',
  typedNameRequired: 'Please type your full name to adopt it as your signature.',
  typedNameMismatch: 'Please type your name as it appears on your documents.',
  drawingRequired: 'Please draw your signature in the box.',
  stateRequired: 'Please choose the state you are in.',
  notReady: 'Your documents are not ready to sign yet.',
  placesMissing: 'Please sign every place marked for you before you finish.',
  alreadySigned: 'These documents are already signed.',
  acknowledgeRequired: 'Please read and acknowledge each document before you sign.',
  consentWithdrawn:
    'You withdrew your consent to electronic records, so you cannot sign here. Contact us for paper documents, or agree to the consent again.',
  withdrawConfirmRequired: 'Please confirm that you want to withdraw your consent.',
  withdrawAfterSigning: 'You have already signed your documents electronically. Contact us if you need paper copies.',
  nothingToWithdraw: 'You have not agreed to electronic records, so there is nothing to withdraw.',
  trustCertificateRequired: 'Please upload the certificate of trust before signing.',
  trustCertificateInReview: 'We are reviewing your certificate of trust. You can sign once we have accepted it.',
} as const;

/** Where the signer is: the browser's position, or the state the signer states when it is refused. */
export const ZSigningLocation = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('GEOLOCATION'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracyMeters: z.number().min(0).max(1_000_000),
  }),
  z.object({ kind: z.literal('STATED'), state: z.string().regex(/^[A-Z]{2}$/, { error: SIGNING_MESSAGES.stateRequired }) }),
]);
export type TSigningLocation = z.infer<typeof ZSigningLocation>;

/** How a location is written into the certificate of completion. */
export const describeSigningLocation = (location: TSigningLocation | null | undefined): string | undefined => {
  if (!location) return undefined;
  if (location.kind === 'STATED') return `${location.state} (stated by the signer)`;
  return `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)} (browser location, within ${Math.round(location.accuracyMeters)} m)`;
};

/** The typed signature's name must be the signer's own name, ignoring case, spaces and punctuation. */
const comparable = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
export const typedNameMatches = (typed: string, legalName: string): boolean => {
  const given = comparable(typed);
  return given.length >= 2 && given === comparable(legalName);
};

/** A drawn or typed signature image sent by the browser: a PNG data URL, at most 300 KB. */
export const MAX_SIGNATURE_IMAGE_CHARS = 400_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
