import { z } from 'zod';
import { BPO_PROPERTY_CONDITIONS, ZApplicationStatus } from '@lintel/domain';

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

const bpoBase = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/bpo`;
export const bpoPath = (uuid: string) => bpoBase(uuid);
export const bpoEstimatePath = (uuid: string) => `${bpoBase(uuid)}/estimate`;
export const bpoConditionPath = (uuid: string) => `${bpoBase(uuid)}/condition`;
export const bpoOrderPath = (uuid: string) => `${bpoBase(uuid)}/order`;

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
