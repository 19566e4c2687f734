import { z } from 'zod';
import { ZApplicationUuidParams } from './application-calls.ts';
import { defineCall, urlOf } from './define-call.ts';
import {
  BPO_PROPERTY_CONDITIONS,
  ZApplicationStatus,
  ZBpoConditionRequest,
  ZBpoEstimateRequest,
  ZBpoOrderRequest,
} from '@lintel/domain';

// Field rules and messages live in the domain package (decision 010); re-exported for the contract's users.
export {
  BPO_FEE_DOLLARS,
  BPO_PROPERTY_CONDITIONS,
  BPO_MESSAGES,
  ESTIMATED_VALUE_MIN,
  ESTIMATED_VALUE_MAX,
  ZBpoEstimateRequest,
  ZBpoConditionRequest,
  ZBpoOrderRequest,
} from '@lintel/domain';
export type {
  TBpoPropertyCondition,
  TBpoEstimateRequest,
  TBpoConditionRequest,
  TBpoOrderRequest,
} from '@lintel/domain';

/**
 * Calls of the broker-price-opinion path (no automated valuation): the applicant's estimate of the home's
 * value and condition (bpo/estimate-value), the Texas fair-market-value acknowledgement (bpo/condition) or the
 * order with its fee (bpo/order-bpo), then a wait (bpo/hold) until the opinion is back and offers are made.
 */

/** GET .../bpo and the answer of every bpo call. */
export const ZBpoDetails = z.object({
  uuid: z.uuid(),
  applicationStatus: ZApplicationStatus,
  bpo: z.string().nullable(),
  propertyState: z.string(),
  propertyAddress: z.string(),
  estimatedValue: z.number().nullable(),
  propertyCondition: z.enum(BPO_PROPERTY_CONDITIONS).nullable(),
  feeDollars: z.number(),
  orderedAt: z.string().nullable(),
});
export type TBpoDetails = z.infer<typeof ZBpoDetails>;

const BPO_BASE = '/service-application/api/v1/application/heloc/{uuid}/bpo';

export const getBpoCall = defineCall({
  id: 'getBpo',
  method: 'GET',
  path: BPO_BASE,
  summary: 'The broker-price-opinion state of the application: estimate, condition, fee, order time.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZBpoDetails },
  errors: [400, 401, 404, 409],
});

export const submitBpoEstimateCall = defineCall({
  id: 'submitBpoEstimate',
  method: 'POST',
  path: `${BPO_BASE}/estimate`,
  summary: 'The applicant’s estimate of the home’s value (whole dollars) and its condition.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZBpoEstimateRequest,
  answers: { 200: ZBpoDetails },
  errors: [400, 401, 404, 409],
});

export const acknowledgeBpoConditionCall = defineCall({
  id: 'acknowledgeBpoCondition',
  method: 'POST',
  path: `${BPO_BASE}/condition`,
  summary: 'Texas: the applicant acknowledges the fair market value rules.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZBpoConditionRequest,
  answers: { 200: ZBpoDetails },
  errors: [400, 401, 404, 409],
});

export const orderBpoCall = defineCall({
  id: 'orderBpo',
  method: 'POST',
  path: `${BPO_BASE}/order`,
  summary: 'Orders the valuation; the applicant agrees to its fee.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZBpoOrderRequest,
  answers: { 200: ZBpoDetails },
  errors: [400, 401, 404, 409],
});

export const bpoCalls = [
  getBpoCall,
  submitBpoEstimateCall,
  acknowledgeBpoConditionCall,
  orderBpoCall,
] as const;

export const bpoPath = (uuid: string) => urlOf(getBpoCall, { uuid });
export const bpoEstimatePath = (uuid: string) => urlOf(submitBpoEstimateCall, { uuid });
export const bpoConditionPath = (uuid: string) => urlOf(acknowledgeBpoConditionCall, { uuid });
export const bpoOrderPath = (uuid: string) => urlOf(orderBpoCall, { uuid });
