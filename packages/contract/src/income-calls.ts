import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  ZCompleteLinkRequest,
  ZEmployerRequest,
  ZIncomeActionResponse,
  ZIncomeReview,
  ZStartLinkRequest,
  ZStartLinkResponse,
  ZSubmitPaystubsRequest,
} from './income.ts';

/** A path's application uuid; one that is not a uuid answers 404 like any application that is not the caller's. */
const ZIncomeParams = z.object({ uuid: z.string().max(64) });
const INCOME = '/service-income/api/v1/applications/{uuid}/income';

export const getIncomeReviewCall = defineCall({
  id: 'getIncomeReview',
  method: 'GET',
  path: INCOME,
  summary: 'income/review: the verification methods the offer set allows, the state of each income source, the paystubs asked for and the next step.',
  access: 'applicant',
  params: ZIncomeParams,
  answers: { 200: ZIncomeReview },
  errors: [400, 401, 404],
});

export const startIncomeLinkCall = defineCall({
  id: 'startIncomeLink',
  method: 'POST',
  path: `${INCOME}/links`,
  summary: 'Starts a bank or payroll link through the link provider; answers the provider’s hosted window to open.',
  access: 'applicant',
  params: ZIncomeParams,
  body: ZStartLinkRequest,
  answers: { 200: ZStartLinkResponse },
  errors: [400, 401, 404, 409, 429],
});

export const completeIncomeLinkCall = defineCall({
  id: 'completeIncomeLink',
  method: 'POST',
  path: `${INCOME}/links/complete`,
  summary:
    'On return from the provider’s window: exchanges the one-time public token, verifies the income and moves the application on. A repeat answers the same.',
  access: 'applicant',
  params: ZIncomeParams,
  body: ZCompleteLinkRequest,
  answers: { 200: ZIncomeActionResponse },
  errors: [400, 401, 404, 409, 429],
});

export const submitPaystubsCall = defineCall({
  id: 'submitPaystubs',
  method: 'POST',
  path: `${INCOME}/paystubs`,
  summary:
    'income/upload: hands in paystubs uploaded through the documents module; an unreadable one opens a HELOC_MANUAL_PAYSTUB_UPLOAD condition. A repeat answers the same.',
  access: 'applicant',
  params: ZIncomeParams,
  body: ZSubmitPaystubsRequest,
  answers: { 200: ZIncomeActionResponse },
  errors: [400, 401, 404, 409],
});

export const submitEmployerCall = defineCall({
  id: 'submitEmployer',
  method: 'POST',
  path: `${INCOME}/employer`,
  summary: 'income/employer-verification: the employer’s name, a contact and a phone number; verified one business day later.',
  access: 'applicant',
  params: ZIncomeParams,
  body: ZEmployerRequest,
  answers: { 200: ZIncomeActionResponse },
  errors: [400, 401, 404, 409],
});

export const incomeCalls = [getIncomeReviewCall, startIncomeLinkCall, completeIncomeLinkCall, submitPaystubsCall, submitEmployerCall] as const;
