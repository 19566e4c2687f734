import { z } from 'zod';
import { CONDITION_CATEGORIES, ZApplicationStatus, ZConditionCategory } from '@lintel/domain';
import { ZHelocApplication } from './application.ts';
import { ZDocumentList } from './documents.ts';

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

/**
 * The list counts its matches only this far (or to the end of the page asked for, if further): past it
 * the total is a lower bound. An exact count over a million rows costs a scan of every match.
 */
export const AGENT_LIST_TOTAL_CAP = 1000;
/** A page cursor: the last row's creation time in microseconds since 1970 and its uuid. */
const AGENT_LIST_CURSOR = /^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /service-ops/agent/api/v1/applications */
export const ZAgentApplicationListQuery = z.object({
  status: z.optional(ZApplicationStatus),
  q: z.string().trim().min(1).max(200).optional(),
  /** One brand of the agent's organisations (its org code); another brand's code finds nothing. */
  org: z.string().trim().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'An organisation code is upper-case letters, digits and _').optional(),
  /** Age on the simulated clock, in whole days since the application was created: at least / under. */
  minAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
  maxAgeDays: z.coerce.number().int().min(1).max(3650).optional(),
  /**
   * Keyset paging: the `nextCursor` of the page before. The list goes on strictly after that row (in the
   * list's order) whatever was added meanwhile, at the same cost however deep; `page` then counts from it.
   */
  after: z
    .string()
    .regex(AGENT_LIST_CURSOR, 'A page cursor is one the list gave as nextCursor')
    .optional(),
  /** Offset paging (page × size rows skipped): fine near the start; deep walks use `after`. */
  page: z.coerce.number().int().min(0).max(50_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAgentApplicationListQuery = z.infer<typeof ZAgentApplicationListQuery>;

export const ZAgentApplicationSummary = z.object({
  uuid: z.uuid(),
  loanNumber: z.string().nullable(),
  organizationCode: z.string(),
  applicationStatus: ZApplicationStatus,
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
  /** Matches of the filter: exact, unless `totalIsLowerBound` (then there are more than `total`). */
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  /** Pass as `after` for the page that follows; null on the last page. */
  nextCursor: z.string().nullable(),
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

/** Condition categories: defined once in the domain (spec 02 "Condition categories / task types"). */
export { CONDITION_CATEGORIES, ZConditionCategory };

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

/**
 * A condition as the applicant's list answers it: the spec's fields plus the caller's own read state and
 * where it stands (submitted: the borrower sent what was asked and an agent reviews it; resolved: done).
 */
export const ZApplicantCondition = ZCondition.extend({
  isUnread: z.boolean(),
  submittedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type TApplicantCondition = z.infer<typeof ZApplicantCondition>;

/**
 * GET /service-conditions/external/api/v1/applications/{uuid}/conditions/external-applicants: the open
 * conditions, oldest first; with ?includeResolved=true the resolved ones too (the conditions page).
 */
export const ZConditionList = z.array(ZApplicantCondition);
export const ZConditionListQuery = z.object({ includeResolved: z.enum(['true', 'false']).optional() });

/** POST .../applications/{uuid}/conditions/read: the caller has seen these conditions (notification panel). */
export const ZMarkConditionsReadRequest = z.object({ conditionUuids: z.array(z.uuid()).min(1).max(200) });
export type TMarkConditionsReadRequest = z.infer<typeof ZMarkConditionsReadRequest>;


/** The agent's view adds when the borrower answered and when and by whom it was resolved. */
export const ZAgentCondition = ZCondition.extend({
  /** The additional signer (co-owner) it asks; null: the primary (decision 036). */
  signerUuid: z.string().nullable(),
  submittedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedByIdentityUuid: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type TAgentCondition = z.infer<typeof ZAgentCondition>;

/** POST /service-ops/agent/api/v1/applications/{uuid}/conditions */
export const ZCreateConditionRequest = z.object({
  categoryEnum: ZConditionCategory,
  // Document kinds (spec 02 section 3), upper-case names such as BANK_STATEMENT or BANK_LETTER.
  requestDocuments: z
    .array(z.string().trim().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'Document kinds are upper-case names such as BANK_STATEMENT'))
    .max(10)
    .default([]),
  notes: z.string().trim().max(2000).nullish(),
  commentsToBorrower: z.string().trim().max(2000).nullish(),
  // numDocsRequired: how many paystubs; accountLast4: the account the bank-statement text names.
  xtraData: z
    .object({
      numDocsRequired: z.number().int().min(1).max(24).optional(),
      accountLast4: z.string().regex(/^\d{4}$/, 'accountLast4 must be four digits').optional(),
    })
    .default({}),
  // An additional signer of the application (co-owner) to ask instead of the primary (decision 036).
  signerUuid: z.uuid().optional(),
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

/**
 * The applicant's personal facts, masked: what an agent sees until it reveals them with a reason
 * (decision 034). Each is null when the application has none.
 */
export const ZMaskedApplicantFacts = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  homeAddress: z.string().nullable(),
  annualIncome: z.string().nullable(),
});
export type TMaskedApplicantFacts = z.infer<typeof ZMaskedApplicantFacts>;

/** GET /service-ops/agent/api/v1/applications/{uuid} */
export const ZAgentApplicationDetail = z.object({
  application: ZHelocApplication,
  organizationCode: z.string(),
  /** The session-replay link the applicant's browser stored (PUT .../heloc/{uuid}/full-story-link), else null. */
  fullStoryLink: z.string().nullable(),
  ownerIdentityUuid: z.string(),
  applicant: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  creditScore: z.number().nullable(),
  liabilities: z.array(ZLiability),
  auditTrail: z.array(ZAuditEntry),
  conditions: z.array(ZAgentCondition),
  documents: ZDocumentList,
  maskedFacts: ZMaskedApplicantFacts,
});
export type TAgentApplicationDetail = z.infer<typeof ZAgentApplicationDetail>;

/** POST /service-ops/agent/api/v1/clock/advance (admin, sandbox only) */
export const ZClockAdvanceRequest = z.object({ minutes: z.number().int().min(1).max(60 * 24 * 365) });
export const ZClockResponse = z.object({ now: z.string(), offsetMinutes: z.number() });


/** POST /service-ops/agent/api/v1/applications/{uuid}/reveal: why the agent needs to see the personal data. */
export const ZRevealApplicantFactsRequest = z.object({
  reason: z.string().trim().min(1, 'Required').max(500, 'Cannot be more than 500 characters'),
});
export type TRevealApplicantFactsRequest = z.infer<typeof ZRevealApplicantFactsRequest>;

/** The applicant's personal facts in full; each reveal is an entry of the audit trail. */
export const ZApplicantFacts = z.object({
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumbers: z.array(z.object({ type: z.string(), number: z.string() })),
  dateOfBirth: z.string().nullable(),
  homeAddress: z.string().nullable(),
  annualIncome: z.number(),
  otherIncome: z.number(),
  employmentType: z.string(),
  revealedAt: z.string(),
});
export type TApplicantFacts = z.infer<typeof ZApplicantFacts>;

/** GET /service-ops/agent/api/v1/applications/{uuid}/messages: the outbox messages to this applicant. */
export const ZApplicationMessage = z.object({
  channel: z.enum(['EMAIL', 'SMS']),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['QUEUED', 'SENT', 'FAILED']),
  deliveredVia: z.enum(['SMTP', 'SANDBOX']).nullable(),
  createdAt: z.string(),
});
export type TApplicationMessage = z.infer<typeof ZApplicationMessage>;
export const ZApplicationMessageList = z.array(ZApplicationMessage);

/** GET /service-ops/agent/api/v1/clock (admin, sandbox only): the simulated now. */
export type TClockResponse = z.infer<typeof ZClockResponse>;
