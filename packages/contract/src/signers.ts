import { z } from 'zod';
import {
  MAX_ADDITIONAL_SIGNERS,
  SIGNER_PROGRESS,
  ZEmail,
  ZFirstName,
  ZLastName,
  ZPassword,
  ZPhoneNumber,
} from '@lintel/domain';
import { ZApplicationUuidParams } from './application-calls.ts';
import { ZUploadDocumentsResponse } from './documents.ts';
import { ZIdVerificationResult, ZSubmitIdentityRequest } from './verification.ts';
import { ZPackageDocument, ZRecordConsentRequest, ZSignRequest, ZSigningConsent, ZSignResponse, ZWithdrawConsentRequest } from './signing.ts';
import { defineCall } from './define-call.ts';

/**
 * Additional signers (spec 04 section 9.7, issues 12 item 6 and 15): the primary names each other owner on
 * signing/additional, each gets a single-use invitation link valid 14 days, and the signer registers or logs in
 * under heloc-signer holding the additional-signer role for that one application.
 */

const BASE = '/service-application/api/v1/application/heloc';

export const ZSignerProgress = z.enum(SIGNER_PROGRESS);

/** Who the primary names: the other owner's name, email and mobile phone. */
export const ZInviteSignerRequest = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZEmail,
  phoneNumber: ZPhoneNumber,
});
export type TInviteSignerRequest = z.infer<typeof ZInviteSignerRequest>;

/** One additional signer as the primary sees it: details, progress and the invitation's state. */
export const ZAdditionalSigner = z.object({
  uuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  progress: ZSignerProgress,
  invitedAt: z.iso.datetime(),
  /** When the latest link stops working; null once accepted. */
  invitationExpiresAt: z.iso.datetime().nullable(),
  invitationExpired: z.boolean(),
  acceptedAt: z.iso.datetime().nullable(),
  identityVerifiedAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
  notarizedAt: z.iso.datetime().nullable(),
});
export type TAdditionalSigner = z.infer<typeof ZAdditionalSigner>;

export const ZAdditionalSignersResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: z.string(),
  /** Whether the primary may invite, correct or re-invite now. */
  canInvite: z.boolean(),
  maxSigners: z.number().int(),
  signers: z.array(ZAdditionalSigner).max(MAX_ADDITIONAL_SIGNERS),
});
export type TAdditionalSignersResponse = z.infer<typeof ZAdditionalSignersResponse>;

export const ZSignerParams = ZApplicationUuidParams.extend({ signerUuid: z.string().max(64) });

/** The link's token (from its fragment). */
export const ZInvitationTokenRequest = z.object({ token: z.string().min(1).max(200) });

/** What the signer login page shows about the invitation before anyone logs in. */
export const ZSignerInvitation = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The primary borrower's first name, so the signer knows who invited them. */
  invitedBy: z.string(),
  /** Whether an account with the invited email exists: log in rather than register. */
  accountExists: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type TSignerInvitation = z.infer<typeof ZSignerInvitation>;

/** Accepting the invitation: a new account with the invited email (REGISTER) or the existing one (LOGIN). */
export const ZAcceptInvitationRequest = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('REGISTER'), token: z.string().min(1).max(200), password: ZPassword }),
  z.object({ mode: z.literal('LOGIN'), token: z.string().min(1).max(200), password: z.string().min(1, 'Required').max(200) }),
]);
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

export const ZAcceptInvitationResponse = z.object({ jwt: z.string(), applicationUuid: z.uuid() });

/** GET .../co-deed/status (spec 02 section 7): the signer's own application facts and steps; nothing else of it. */
export const ZCoDeedStatus = z.object({
  applicationUuid: z.uuid(),
  applicationStatus: z.string(),
  signerUuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  progress: ZSignerProgress,
  /** The application was cancelled or the invitation withdrawn: the signer's flow ends (heloc-signer/cancelled). */
  cancelled: z.boolean(),
  /** The closing package is ready for the co-owners to sign. */
  documentsReady: z.boolean(),
  invitedBy: z.string(),
  property: z.object({ street1: z.string(), street2: z.string().nullable(), city: z.string(), state: z.string(), zip: z.string() }),
  identityVerifiedAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
  notarizedAt: z.iso.datetime().nullable(),
});
export type TCoDeedStatus = z.infer<typeof ZCoDeedStatus>;

/**
 * Every call of a signer names the application it is about (decision 042): the web keeps the uuid of the accept
 * answer and of co-deed/status. Without it the latest accepted invitation is meant (older callers); with it,
 * one that is not among the caller's invitations answers 404.
 */
export const ZSignerScopeQuery = z.object({ applicationUuid: z.string().max(64).optional() });
export type TSignerScopeQuery = z.infer<typeof ZSignerScopeQuery>;
export const ZCoDeedStatusQuery = ZSignerScopeQuery;

export const listAdditionalSignersCall = defineCall({
  id: 'listAdditionalSigners',
  method: 'GET',
  path: `${BASE}/{uuid}/co-deed/signers`,
  summary: 'The additional signers the primary named, each with its progress (invited, account created, identity verified, signed, notarized).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZAdditionalSignersResponse },
  errors: [400, 401, 404],
});

export const inviteAdditionalSignerCall = defineCall({
  id: 'inviteAdditionalSigner',
  method: 'POST',
  path: `${BASE}/{uuid}/co-deed/signers`,
  summary: 'Names an additional owner and sends the invitation (email and text message) with a single-use link valid 14 days.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZInviteSignerRequest,
  answers: { 201: ZAdditionalSignersResponse },
  errors: [400, 401, 404, 409, 429],
});

export const correctAdditionalSignerCall = defineCall({
  id: 'correctAdditionalSigner',
  method: 'PUT',
  path: `${BASE}/{uuid}/co-deed/signers/{signerUuid}`,
  summary: 'Corrects a signer’s name, email or phone before they accept; the earlier link stops working and a new invitation is sent.',
  access: 'applicant',
  params: ZSignerParams,
  body: ZInviteSignerRequest,
  answers: { 200: ZAdditionalSignersResponse },
  errors: [400, 401, 404, 409, 429],
});

export const resendSignerInvitationCall = defineCall({
  id: 'resendSignerInvitation',
  method: 'POST',
  path: `${BASE}/{uuid}/co-deed/signers/{signerUuid}/resend`,
  summary: 'Sends a signer a new invitation link (valid 14 days); the earlier link stops working.',
  access: 'applicant',
  params: ZSignerParams,
  answers: { 200: ZAdditionalSignersResponse },
  errors: [400, 401, 404, 409, 429],
});

export const withdrawAdditionalSignerCall = defineCall({
  id: 'withdrawAdditionalSigner',
  method: 'DELETE',
  path: `${BASE}/{uuid}/co-deed/signers/{signerUuid}`,
  summary: 'Withdraws an invitation: the link stops working and the signer’s pages show that the invitation was withdrawn.',
  access: 'applicant',
  params: ZSignerParams,
  answers: { 200: ZAdditionalSignersResponse },
  errors: [400, 401, 404, 409],
});

export const checkSignerInvitationCall = defineCall({
  id: 'checkSignerInvitation',
  method: 'POST',
  path: `${BASE}/co-deed/invitation/check`,
  summary: 'What the invitation link names (the signer, who invited them, whether the account exists); 400 when used, unknown or expired.',
  access: 'public',
  body: ZInvitationTokenRequest,
  answers: { 200: ZSignerInvitation },
  errors: [400, 429],
});

export const acceptSignerInvitationCall = defineCall({
  id: 'acceptSignerInvitation',
  method: 'POST',
  path: `${BASE}/co-deed/invitation/accept`,
  summary:
    'Accepts the invitation with a new account for the invited email or the existing one’s password; uses up the link, grants the additional-signer role for that one application and answers a session.',
  access: 'public',
  body: ZAcceptInvitationRequest,
  answers: { 200: ZAcceptInvitationResponse },
  errors: [400, 401, 429],
});

export const getCoDeedStatusCall = defineCall({
  id: 'getCoDeedStatus',
  method: 'GET',
  path: `${BASE}/co-deed/status`,
  summary: 'Additional signers only (spec 02 section 7): the application the signer signs for, its status and the signer’s own steps. 400 when the account signs for nothing here; not retried.',
  access: 'signer',
  query: ZCoDeedStatusQuery,
  answers: { 200: ZCoDeedStatus },
  errors: [400, 401, 404],
});

/** The signer's own ID check: the result and the signer's status after it. */
export const ZSignerIdentityResponse = z.object({ result: ZIdVerificationResult, status: ZCoDeedStatus });
export type TSignerIdentityResponse = z.infer<typeof ZSignerIdentityResponse>;

export const uploadSignerDocumentCall = defineCall({
  id: 'uploadSignerDocument',
  method: 'POST',
  path: `${BASE}/co-deed/documents`,
  summary:
    'Additional signers only: multipart `type` and `file` (the rules of spec 04 section 9.1), stored as a document of the application the signer signs for, added by the signer and never shown to the primary.',
  access: 'signer',
  query: ZSignerScopeQuery,
  answers: { 201: ZUploadDocumentsResponse },
  errors: [400, 401, 404, 409, 413, 429],
});

export const submitSignerIdentityCall = defineCall({
  id: 'submitSignerIdentity',
  method: 'POST',
  path: `${BASE}/co-deed/identity`,
  summary: 'Additional signers only: checks the signer’s ID (sides uploaded first through co-deed/documents) against the invited name; VERIFIED completes the identity step.',
  access: 'signer',
  query: ZSignerScopeQuery,
  body: ZSubmitIdentityRequest,
  answers: { 200: ZSignerIdentityResponse },
  errors: [400, 401, 404, 409, 429],
});

/** The signer's documents of the closing package, each with the signer's own places. */
export const ZSignerPackage = z.object({
  applicationStatus: z.string(),
  signer: z.object({ name: z.string(), email: z.string() }),
  /** Empty until the closing package exists (NOTE_SIGNING onward). */
  /** The co-owner's own E-SIGN consent: the documents are listed and signed only while it is current. */
  consent: ZSigningConsent,
  documents: z.array(ZPackageDocument).max(50),
  signed: z.boolean(),
  /** As the primary's package: the co-deed/sign call's 409 message while signing waits (decision 090), or null. */
  signingBlock: z.nullable(z.string()),
});
export type TSignerPackage = z.infer<typeof ZSignerPackage>;

export const getSignerPackageCall = defineCall({
  id: 'getSignerPackage',
  method: 'GET',
  path: `${BASE}/co-deed/package`,
  summary: 'Additional signers only: the closing documents this signer reads and signs (the package’s and its own notice of the right to cancel), with its own places.',
  access: 'signer',
  query: ZSignerScopeQuery,
  answers: { 200: ZSignerPackage },
  errors: [400, 401, 404, 409],
});

export const signSignerPackageCall = defineCall({
  id: 'signSignerPackage',
  method: 'POST',
  path: `${BASE}/co-deed/sign`,
  summary:
    'Additional signers only, identity verified: the adopted signature into every place of the signer’s own outside the notary; completed documents are sealed; the last owner’s signature moves CO_DEED_REQ on.',
  access: 'signer',
  query: ZSignerScopeQuery,
  body: ZSignRequest,
  answers: { 200: ZSignResponse },
  errors: [400, 401, 404, 409, 429],
});

export const recordSignerConsentCall = defineCall({
  id: 'recordSignerConsent',
  method: 'POST',
  path: `${BASE}/co-deed/consent`,
  summary:
    'Additional signers only: records the co-owner’s own E-SIGN Act 101(c) consent (time, version, IP address, user agent), as the primary’s; answers the signer’s package.',
  access: 'signer',
  query: ZSignerScopeQuery,
  body: ZRecordConsentRequest,
  answers: { 200: ZSignerPackage },
  errors: [400, 401, 404, 409, 429],
});

export const withdrawSignerConsentCall = defineCall({
  id: 'withdrawSignerConsent',
  method: 'POST',
  path: `${BASE}/co-deed/consent/withdraw`,
  summary:
    'Additional signers only: withdraws the co-owner’s E-SIGN consent before it signs (time, IP address, user agent); a repeat keeps the first time; after signing 409.',
  access: 'signer',
  query: ZSignerScopeQuery,
  body: ZWithdrawConsentRequest,
  answers: { 200: ZSignerPackage },
  errors: [400, 401, 404, 409, 429],
});

export const getSignerDocumentCall = defineCall({
  id: 'getSignerDocument',
  method: 'GET',
  path: `${BASE}/co-deed/documents/{documentUuid}`,
  summary: 'Additional signers only: the bytes of one of its package documents (unsigned or sealed) or of a document it added; anything else 404.',
  access: 'signer',
  query: ZSignerScopeQuery,
  params: z.object({ documentUuid: z.string().max(64) }),
  answers: { 200: null },
  errors: [401, 404],
});

export const signerCalls = [
  getSignerPackageCall,
  recordSignerConsentCall,
  withdrawSignerConsentCall,
  signSignerPackageCall,
  getSignerDocumentCall,
  uploadSignerDocumentCall,
  submitSignerIdentityCall,
  listAdditionalSignersCall,
  inviteAdditionalSignerCall,
  correctAdditionalSignerCall,
  resendSignerInvitationCall,
  withdrawAdditionalSignerCall,
  checkSignerInvitationCall,
  acceptSignerInvitationCall,
  getCoDeedStatusCall,
] as const;
