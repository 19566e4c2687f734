import { z } from 'zod';
import { IDENTITY_MESSAGES, ID_TYPES, ID_VERIFICATION_RESULTS, LIENS_MESSAGES, ZDrawPreference, ZIdType } from '@lintel/domain';
import { ZApplicationUuidParams } from './application-calls.ts';
import { defineCall } from './define-call.ts';
import { ZOfferLiability } from './offers.ts';

/**
 * Calls of the verification module (issue 11 items 6-8): the ID check on /{uuid}/identity, the debts and the
 * hard-pull consent on /{uuid}/liens.
 */

const BASE = '/service-application/api/v1/application/heloc';

const ZDocumentUuid = (message: string) => z.uuid({ error: message });

/** POST .../{uuid}/identity: the ID's sides, uploaded first through the documents call, by their uuids. */
export const ZSubmitIdentityRequest = z.object({
  idType: z.enum(ID_TYPES, { error: IDENTITY_MESSAGES.idType }),
  frontDocumentUuid: ZDocumentUuid(IDENTITY_MESSAGES.front),
  backDocumentUuid: ZDocumentUuid(IDENTITY_MESSAGES.back).optional(),
});
export type TSubmitIdentityRequest = z.infer<typeof ZSubmitIdentityRequest>;

export const ZIdVerificationResult = z.enum(ID_VERIFICATION_RESULTS);

export const ZIdentityVerification = z.object({
  idType: ZIdType,
  result: ZIdVerificationResult,
  checkedAt: z.iso.datetime(),
});
export type TIdentityVerification = z.infer<typeof ZIdentityVerification>;

/** Both identity calls answer the application's status and the latest check (null before the first). */
export const ZIdentityResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: z.string(),
  verification: ZIdentityVerification.nullable(),
  /** The open ID_VERIFICATION_FAILURE condition the page answers, if any. */
  openConditionUuid: z.uuid().nullable(),
});
export type TIdentityResponse = z.infer<typeof ZIdentityResponse>;

/** GET .../{uuid}/liens: the latest pull's debts with their payoff marks, the draw they make, the consent. */
export const ZLiensResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: z.string(),
  liabilities: z.array(ZOfferLiability),
  /** The chosen offer's draw and bounds, so the page can show how a payoff changes the draw. */
  draw: z
    .object({
      selectedDraw: z.number(),
      minDraw: z.number(),
      maxDraw: z.number(),
      drawPreference: ZDrawPreference.nullable(),
      initialDraw: z.number(),
    })
    .nullable(),
  fcraNoticeVersion: z.string(),
  hardCreditConsent: z.object({ version: z.string(), givenAt: z.iso.datetime() }).nullable(),
  payoffStatementDocumentUuid: z.uuid().nullable(),
});
export type TLiensResponse = z.infer<typeof ZLiensResponse>;

/** POST .../{uuid}/liens: the payoff marks, the preference they need, and the consent to the hard pull. */
export const ZConfirmLiensRequest = z.object({
  payoffLiabilities: z.array(z.uuid({ error: LIENS_MESSAGES.unknownLiability })).max(50).default([]),
  drawPreference: ZDrawPreference.optional(),
  hardCreditConsent: z.literal(true, { error: LIENS_MESSAGES.consent }),
  fcraNoticeVersion: z.string({ error: LIENS_MESSAGES.version }).max(100),
});
export type TConfirmLiensRequest = z.input<typeof ZConfirmLiensRequest>;

export const ZVerificationActionResponse = z.object({ uuid: z.uuid(), applicationStatus: z.string() });
export type TVerificationActionResponse = z.infer<typeof ZVerificationActionResponse>;

export const getIdentityVerificationCall = defineCall({
  id: 'getIdentityVerification',
  method: 'GET',
  path: `${BASE}/{uuid}/identity`,
  summary: 'The latest identity check of the application’s ID and the open ID_VERIFICATION_FAILURE condition, if any.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZIdentityResponse },
  errors: [400, 401, 404],
});

export const submitIdentityCall = defineCall({
  id: 'submitIdentity',
  method: 'POST',
  path: `${BASE}/{uuid}/identity`,
  summary:
    'Checks the applicant’s ID, its sides uploaded first through the documents call: VERIFIED moves IDENTITY_VERIFICATION on to LIEN_VERIFICATION; FAILED_VERIFICATION opens an ID_VERIFICATION_FAILURE condition. The same front image again answers the first result.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZSubmitIdentityRequest,
  answers: { 200: ZIdentityResponse },
  errors: [400, 401, 404, 409],
});

export const getLiensCall = defineCall({
  id: 'getLiens',
  method: 'GET',
  path: `${BASE}/{uuid}/liens`,
  summary: 'The debts of the latest credit pull with their payoff marks, the draw those marks make, the FCRA notice version and the consent if given.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZLiensResponse },
  errors: [400, 401, 404],
});

export const confirmLiensCall = defineCall({
  id: 'confirmLiens',
  method: 'POST',
  path: `${BASE}/{uuid}/liens`,
  summary:
    'Confirms the debts to pay off and records the consent to the hard credit pull (time and notice version): PAYOFF_REQUEST_PENDING with a payoff, else HARD_CREDIT_PULL. A repeat answers where the application is now.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZConfirmLiensRequest,
  answers: { 200: ZVerificationActionResponse },
  errors: [400, 401, 404, 409],
});

export const verificationCalls = [getIdentityVerificationCall, submitIdentityCall, getLiensCall, confirmLiensCall] as const;
