import { z } from 'zod/mini';
import { ZApplicationStatus } from '@lintel/domain';

/** The status block of an application (spec 02 section 3 "Application"). */
export const ZApplicationStatusFields = z.object({
  manualNotary: z.nullable(z.boolean()),
  condition: z.nullable(z.string()),
  checklistStatus: z.nullable(z.string()),
  waitingOnFloodCert: z.nullable(z.boolean()),
  bpo: z.nullable(z.string()),
  uwDecision: z.nullable(z.string()),
  uwSubDecision: z.nullable(z.string()),
  primaryParticipantAcceptComplete: z.nullable(z.boolean()),
});

/** GET /service-application/api/v1/application/heloc/{uuid}; the list call answers an array of these. */
export const ZHelocApplication = z.object({
  uuid: z.uuid(),
  loanNumber: z.nullable(z.string()),
  applicationStatus: ZApplicationStatus,
  status: ZApplicationStatusFields,
  property: z.nullable(z.object({
      street1: z.string(),
      street2: z.nullable(z.string()),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      type: z.nullable(z.string()),
    })),
  adjustedHomeAmount: z.nullable(z.number()),
  rate: z.nullable(z.number()),
  rateType: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  uwCalculatedDrawAmount: z.nullable(z.number()),
  term: z.nullable(z.number()),
  isCrypto: z.boolean(),
  referrer: z.nullable(z.object({ referrerUuid: z.nullable(z.string()), wholesaleBrokerNmls: z.nullable(z.string()) })),
  auditFields: z.object({ createdDate: z.string() }),
  disburseAccount: z.nullable(z.object({ mask: z.nullable(z.string()), accountNumber: z.nullable(z.string()), routingNumber: z.nullable(z.string()) })),
  active: z.boolean(),
  activeForAppStart: z.boolean(),
  isInquiry: z.boolean(),
});
export type THelocApplication = z.infer<typeof ZHelocApplication>;

export const ZHelocApplicationList = z.array(ZHelocApplication);
