import { z } from 'zod';
import { ZAssetsPrequalRequest, ZContactDetailsRequest, ZHmdaRequest, ZSubmitApplicationRequest } from '@lintel/domain';
import { ZApplicationUuidParams } from './application-calls.ts';
import { defineCall, urlOf } from './define-call.ts';
import { ZOffersActionResponse, ZOffersResponse, ZRequalifyRequest, ZSelectOfferRequest } from './offers.ts';

/**
 * The offers module's calls (spec 01 section 7): the offer set, the choice, asset depletion, the lien-position
 * requalification, the more-info steps up to the submitted application, and the generated documents of the
 * first half (application summary, booklet) by type. Owner only: another caller's application answers 404.
 */
const BASE = '/service-application/api/v1/application/heloc/{uuid}';
const ACTION_ERRORS = [400, 401, 404, 409] as const;

/** A generated document's type as the web names it (`APPLICATION_SUMMARY`, ...); an unknown one answers 404. */
export const ZApplicationDocumentParams = ZApplicationUuidParams.extend({
  documentType: z.string().max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'documentType is letters, digits, - or _' }),
});

export const findOffersCall = defineCall({
  id: 'findOffers',
  method: 'GET',
  path: `${BASE}/offers`,
  summary: 'The offer set, the liabilities, the current choice and what changed since the first pricing.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZOffersResponse },
  errors: [401, 404],
});

export const selectOfferCall = defineCall({
  id: 'selectOffer',
  method: 'POST',
  path: `${BASE}/offers/select`,
  summary: 'Chooses an offer (and its draw) from the offer set; answers the status the choice leads to.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZSelectOfferRequest,
  answers: { 200: ZOffersActionResponse },
  errors: ACTION_ERRORS,
});

export const submitAssetsPrequalCall = defineCall({
  id: 'submitAssetsPrequal',
  method: 'POST',
  path: `${BASE}/offers/assets`,
  summary: 'Adds liquid assets (asset depletion) and re-prices the offers on them.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZAssetsPrequalRequest,
  answers: { 200: ZOffersActionResponse },
  errors: ACTION_ERRORS,
});

export const requalifyOffersCall = defineCall({
  id: 'requalifyOffers',
  method: 'POST',
  path: `${BASE}/offers/requalify`,
  summary: 'Accepts the offers re-priced on the lien position found by the title search.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZRequalifyRequest,
  answers: { 200: ZOffersActionResponse },
  errors: ACTION_ERRORS,
});

export const saveContactDetailsCall = defineCall({
  id: 'saveContactDetails',
  method: 'POST',
  path: `${BASE}/contact`,
  summary: 'Saves the contact step (phone, marital status, mailing address).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZContactDetailsRequest,
  answers: { 200: ZOffersActionResponse },
  errors: ACTION_ERRORS,
});

export const saveHmdaCall = defineCall({
  id: 'saveHmda',
  method: 'POST',
  path: `${BASE}/hmda`,
  summary: 'Saves the government monitoring answers of Regulation C (HMDA).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZHmdaRequest,
  answers: { 200: ZOffersActionResponse },
  errors: ACTION_ERRORS,
});

export const submitApplicationCall = defineCall({
  id: 'submitApplication',
  method: 'POST',
  path: `${BASE}/submit`,
  summary: 'Submits the application with the applicant’s attestations.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZSubmitApplicationRequest,
  answers: { 200: ZOffersActionResponse },
  errors: ACTION_ERRORS,
});

export const getApplicationDocumentCall = defineCall({
  id: 'getApplicationDocument',
  method: 'GET',
  path: `${BASE}/documents/{documentType}`,
  summary: 'A generated document of the first half by type, as a PDF (application/pdf, inline).',
  access: 'applicant',
  params: ZApplicationDocumentParams,
  answers: { 200: null },
  errors: [400, 401, 404],
});

export const offersCalls = [
  findOffersCall,
  selectOfferCall,
  submitAssetsPrequalCall,
  requalifyOffersCall,
  saveContactDetailsCall,
  saveHmdaCall,
  submitApplicationCall,
  getApplicationDocumentCall,
] as const;

export const offersPath = (uuid: string) => urlOf(findOffersCall, { uuid });
export const selectOfferPath = (uuid: string) => urlOf(selectOfferCall, { uuid });
export const assetsPrequalPath = (uuid: string) => urlOf(submitAssetsPrequalCall, { uuid });
export const requalifyOffersPath = (uuid: string) => urlOf(requalifyOffersCall, { uuid });
export const contactDetailsPath = (uuid: string) => urlOf(saveContactDetailsCall, { uuid });
export const hmdaPath = (uuid: string) => urlOf(saveHmdaCall, { uuid });
export const submitApplicationPath = (uuid: string) => urlOf(submitApplicationCall, { uuid });
export const applicationDocumentPath = (uuid: string, documentType: string) =>
  urlOf(getApplicationDocumentCall, { uuid, documentType });
