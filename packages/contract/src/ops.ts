import { z } from 'zod';
import { ZHelocApplication } from './application.ts';

/** Calls of the operations module (spec 04 sections 6 and 7): agents list, open and move applications. */

/** Fields an agent may set with a status change (spec 04 section 7). */
export const ZStatusChangeFields = z
  .object({
    uwDecision: z.string().nullable(),
    uwSubDecision: z.string().nullable(),
    bpo: z.string().nullable(),
    waitingOnFloodCert: z.boolean().nullable(),
    manualNotary: z.boolean().nullable(),
    primaryParticipantAcceptComplete: z.boolean().nullable(),
  })
  .partial()
  .strict();
export type TStatusChangeFields = z.infer<typeof ZStatusChangeFields>;

/** POST /service-ops/agent/api/v1/applications/{uuid}/status */
export const ZAgentStatusChangeRequest = z.object({
  status: z.string().trim().min(1, 'Required'),
  reason: z.string().trim().min(1, 'Required').max(1000),
  fields: ZStatusChangeFields.default({}),
  force: z.boolean().default(false),
});
export type TAgentStatusChangeRequest = z.infer<typeof ZAgentStatusChangeRequest>;

/** GET /service-ops/agent/api/v1/applications */
export const ZAgentApplicationListQuery = z.object({
  status: z.string().trim().min(1).optional(),
  q: z.string().trim().min(1).max(200).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAgentApplicationListQuery = z.infer<typeof ZAgentApplicationListQuery>;

export const ZAgentApplicationSummary = z.object({
  uuid: z.uuid(),
  loanNumber: z.string().nullable(),
  organizationCode: z.string(),
  applicationStatus: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  propertyState: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type TAgentApplicationSummary = z.infer<typeof ZAgentApplicationSummary>;

export const ZAgentApplicationList = z.object({
  items: z.array(ZAgentApplicationSummary),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type TAgentApplicationList = z.infer<typeof ZAgentApplicationList>;

/** One entry of the append-only audit trail: who or what moved the application, from where to where, and why. */
export const ZAuditEntry = z.object({
  uuid: z.uuid(),
  actorKind: z.enum(['APPLICANT', 'AGENT', 'ADMIN', 'SYSTEM']),
  actorIdentityUuid: z.string().nullable(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Condition categories (spec 02 "Condition categories / task types"). */
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'MISSING_PHONE_NUMBER',
  'PROPERTY_LEGAL_DESCRIPTION',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'REVIEW_TRUST_REQUIREMENTS',
  'ESCALATION_REVIEW',
] as const;
export const ZConditionCategory = z.enum(CONDITION_CATEGORIES);

/** A condition as the applicant sees it (spec 02 "Condition"). */
export const ZCondition = z.object({
  uuid: z.uuid(),
  categoryEnum: ZConditionCategory,
  created: z.string(),
  requestDocuments: z.array(z.string()),
  notes: z.string().nullable(),
  commentsToBorrower: z.string().nullable(),
  actionNeeded: z.boolean(),
  xtraData: z.object({ numDocsRequired: z.number().int().min(1).optional() }).catchall(z.unknown()),
});
export type TCondition = z.infer<typeof ZCondition>;

/** GET /service-conditions/external/api/v1/applications/{uuid}/conditions/external-applicants */
export const ZConditionList = z.array(ZCondition);

/** The agent's view adds when and by whom it was resolved. */
export const ZAgentCondition = ZCondition.extend({
  resolvedAt: z.string().nullable(),
  resolvedByIdentityUuid: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type TAgentCondition = z.infer<typeof ZAgentCondition>;

/** POST /service-ops/agent/api/v1/applications/{uuid}/conditions */
export const ZCreateConditionRequest = z.object({
  categoryEnum: ZConditionCategory,
  requestDocuments: z.array(z.string().trim().min(1)).default([]),
  notes: z.string().trim().max(2000).nullish(),
  commentsToBorrower: z.string().trim().max(2000).nullish(),
  xtraData: z.object({ numDocsRequired: z.number().int().min(1).optional() }).catchall(z.unknown()).default({}),
});
export type TCreateConditionRequest = z.infer<typeof ZCreateConditionRequest>;

/** PATCH /service-ops/agent/api/v1/applications/{uuid}/conditions/{conditionUuid}: resolves the condition. */
export const ZResolveConditionRequest = z.object({
  resolution: z.string().trim().min(1, 'Required').max(2000).default('Resolved'),
});
export type TResolveConditionRequest = z.infer<typeof ZResolveConditionRequest>;

export const ZLiability = z.object({
  uuid: z.uuid(),
  accountType: z.string(),
  creditorName: z.string(),
  monetaryBalance: z.number(),
  monetaryCalculatedNextPaymentMinimumAmount: z.number(),
  payOff: z.object({ status: z.string().nullable() }),
});
export type TLiability = z.infer<typeof ZLiability>;

/** GET /service-ops/agent/api/v1/applications/{uuid} */
export const ZAgentApplicationDetail = z.object({
  application: ZHelocApplication,
  organizationCode: z.string(),
  ownerIdentityUuid: z.string(),
  applicant: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  creditScore: z.number().nullable(),
  liabilities: z.array(ZLiability),
  auditTrail: z.array(ZAuditEntry),
  conditions: z.array(ZAgentCondition),
  documents: z.array(z.object({ uuid: z.string(), type: z.string(), createdDate: z.string() })),
});
export type TAgentApplicationDetail = z.infer<typeof ZAgentApplicationDetail>;

/** POST /service-ops/agent/api/v1/clock/advance (admin, sandbox only) */
export const ZClockAdvanceRequest = z.object({ minutes: z.number().int().min(1).max(60 * 24 * 365) });
export const ZClockResponse = z.object({ now: z.string(), offsetMinutes: z.number() });
