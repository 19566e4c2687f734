import { z } from 'zod';
import {
  CLOSING_DOCUMENT_KINDS,
  MAX_SIGNATURE_IMAGE_CHARS,
  PNG_DATA_URL_PREFIX,
  SIGNATURE_PLACE_KINDS,
  SIGNING_MESSAGES,
  ZSigningLocation,
} from '@lintel/domain';
import { ZApplicationUuidParams } from './application-calls.ts';
import { defineCall } from './define-call.ts';

/**
 * Calls of the signing module (issue 12): the E-SIGN consent, the closing package with its places, the
 * acknowledgement of each document on document/disclosures, and the signature on signing/sign. The documents'
 * bytes (unsigned and sealed) are read through the documents call (GET /service-document/api/v1/documents/{uuid}).
 */

const BASE = '/service-signing/api/v1/applications';

export const ZSignaturePlace = z.object({
  uuid: z.uuid(),
  kind: z.enum(SIGNATURE_PLACE_KINDS),
  label: z.string(),
  /** 0-based page of the unsigned document; the rectangle in PDF points, origin bottom left. */
  page: z.number().int(),
  rect: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  signed: z.boolean(),
});
export type TSignaturePlace = z.infer<typeof ZSignaturePlace>;

export const ZPackageDocument = z.object({
  uuid: z.uuid(),
  kind: z.enum(CLOSING_DOCUMENT_KINDS),
  title: z.string(),
  /** The unsigned document (documents module). */
  documentUuid: z.uuid(),
  pageCount: z.number().int(),
  /** The sealed copy, once every place is signed. */
  signedDocumentUuid: z.uuid().nullable(),
  /** Signed before the notary (the deed), not on signing/sign. */
  notarized: z.boolean(),
  acknowledgedAt: z.iso.datetime().nullable(),
  /** The caller's own places in this document. */
  places: z.array(ZSignaturePlace),
});
export type TPackageDocument = z.infer<typeof ZPackageDocument>;

/** A signer's E-SIGN consent state (the primary's and each co-owner's alike). */
export const ZSigningConsent = z.object({
  currentVersion: z.string(),
  given: z.object({ version: z.string(), givenAt: z.iso.datetime() }).nullable(),
  /** When the latest consent was withdrawn (E-SIGN 101(c)(1)(B)); null while it stands. */
  withdrawnAt: z.iso.datetime().nullable(),
  /** Given for the current version and not withdrawn: the documents may be shown and signed. */
  current: z.boolean(),
});
export type TSigningConsent = z.infer<typeof ZSigningConsent>;

export const ZSigningPackageResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: z.string(),
  signer: z.object({ name: z.string(), email: z.string() }),
  consent: ZSigningConsent,
  /** Empty until GEN_NOTE_SIGNING has made the package (and before the consent). */
  documents: z.array(ZPackageDocument),
  /** The caller signed all its places outside the notary. */
  signed: z.boolean(),
  /**
   * Why signing would be refused right now, before any place is signed (the certificate of trust; decisions 085,
   * 090): the sign call's 409 message, or null.
   */
  signingBlock: z.nullable(z.string()),
});
export type TSigningPackageResponse = z.infer<typeof ZSigningPackageResponse>;

export const ZRecordConsentRequest = z.object({
  version: z.string().min(1).max(40),
  accepted: z.literal(true, { error: SIGNING_MESSAGES.consentRequired }),
});
export type TRecordConsentRequest = z.infer<typeof ZRecordConsentRequest>;

export const ZWithdrawConsentRequest = z.object({
  confirmed: z.literal(true, { error: SIGNING_MESSAGES.withdrawConfirmRequired }),
});
export type TWithdrawConsentRequest = z.infer<typeof ZWithdrawConsentRequest>;

export const ZSigningDocumentParams = z.object({ uuid: z.string().max(64), documentUuid: z.string().max(64) });

export const ZSignRequest = z.object({
  signature: z.discriminatedUnion('method', [
    z.object({
      method: z.literal('TYPED'),
      typedName: z.string().trim().min(2, { error: SIGNING_MESSAGES.typedNameRequired }).max(120),
      image: z.string().startsWith(PNG_DATA_URL_PREFIX).max(MAX_SIGNATURE_IMAGE_CHARS),
    }),
    z.object({
      method: z.literal('DRAWN'),
      image: z.string({ error: SIGNING_MESSAGES.drawingRequired }).startsWith(PNG_DATA_URL_PREFIX).max(MAX_SIGNATURE_IMAGE_CHARS),
    }),
  ]),
  /** Every place the signer went through with Next; all of the caller's open places must be among them. */
  placeUuids: z.array(z.uuid()).min(1).max(200),
  /** Where the signer is, when given (spec 04 section 9.4): the certificate of completion leaves the line out without it. */
  location: ZSigningLocation.nullish(),
});
export type TSignRequest = z.infer<typeof ZSignRequest>;

export const ZSignResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: z.string(),
  sealedDocuments: z.array(z.object({ title: z.string(), documentUuid: z.uuid() })),
});
export type TSignResponse = z.infer<typeof ZSignResponse>;

export const getSigningPackageCall = defineCall({
  id: 'getSigningPackage',
  method: 'GET',
  path: `${BASE}/{uuid}/package`,
  summary: 'The caller’s E-SIGN consent state and, once consented and generated, the closing package with the caller’s signature places.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZSigningPackageResponse },
  errors: [400, 401, 404],
});

export const recordConsentCall = defineCall({
  id: 'recordSigningConsent',
  method: 'POST',
  path: `${BASE}/{uuid}/consent`,
  summary:
    'Records the E-SIGN Act 101(c) consent (time, version, IP address, user agent). In FINAL_OFFER it starts the closing package (GEN_NOTE_SIGNING).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZRecordConsentRequest,
  answers: { 200: ZSigningPackageResponse },
  errors: [400, 401, 404, 409],
});

export const withdrawConsentCall = defineCall({
  id: 'withdrawSigningConsent',
  method: 'POST',
  path: `${BASE}/{uuid}/consent/withdraw`,
  summary:
    'Withdraws the caller’s E-SIGN consent (time, IP address, user agent recorded) before signing: the documents are no longer shown or signed electronically until the consent is given again; a repeat keeps the first time.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZWithdrawConsentRequest,
  answers: { 200: ZSigningPackageResponse },
  errors: [400, 401, 404, 409],
});

export const acknowledgeDocumentCall = defineCall({
  id: 'acknowledgeSigningDocument',
  method: 'POST',
  path: `${BASE}/{uuid}/documents/{documentUuid}/acknowledge`,
  summary: 'Records that the caller read a package document (document/disclosures); a repeat keeps the first time.',
  access: 'applicant',
  params: ZSigningDocumentParams,
  answers: { 200: ZSigningPackageResponse },
  errors: [400, 401, 404, 409],
});

export const signPackageCall = defineCall({
  id: 'signPackage',
  method: 'POST',
  path: `${BASE}/{uuid}/sign`,
  summary:
    'Signs every place of the caller outside the notary with the adopted signature (typed or drawn), seals each completed document with the certificate of completion, and moves NOTE_SIGNING on (CO_DEED_REQ with other owners, else GEN_NOTARY_DISCLOSURE).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZSignRequest,
  answers: { 200: ZSignResponse },
  errors: [400, 401, 404, 409],
});

export const signingCalls = [getSigningPackageCall, recordConsentCall, withdrawConsentCall, acknowledgeDocumentCall, signPackageCall] as const;
