import { z } from 'zod';
import { ZApplicationStatus } from '@lintel/domain';

/** The status block of an application (spec 02 section 3 "Application"). */
export const ZApplicationStatusFields = z.object({
  manualNotary: z.boolean().nullable(),
  condition: z.string().nullable(),
  checklistStatus: z.string().nullable(),
  waitingOnFloodCert: z.boolean().nullable(),
  bpo: z.string().nullable(),
  uwDecision: z.string().nullable(),
  uwSubDecision: z.string().nullable(),
  primaryParticipantAcceptComplete: z.boolean().nullable(),
});

/** GET /service-application/api/v1/application/heloc/{uuid}; the list call answers an array of these. */
export const ZHelocApplication = z.object({
  uuid: z.uuid(),
  loanNumber: z.string().nullable(),
  applicationStatus: ZApplicationStatus,
  status: ZApplicationStatusFields,
  property: z
    .object({
      street1: z.string(),
      street2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      type: z.string().nullable(),
    })
    .nullable(),
  adjustedHomeAmount: z.number().nullable(),
  rate: z.number().nullable(),
  rateType: z.string().nullable(),
  amount: z.number().nullable(),
  uwCalculatedDrawAmount: z.number().nullable(),
  term: z.number().nullable(),
  isCrypto: z.boolean(),
  referrer: z.object({ referrerUuid: z.string().nullable(), wholesaleBrokerNmls: z.string().nullable() }).nullable(),
  auditFields: z.object({ createdDate: z.string() }),
  disburseAccount: z
    .object({ mask: z.string().nullable(), accountNumber: z.string().nullable(), routingNumber: z.string().nullable() })
    .nullable(),
  active: z.boolean(),
  activeForAppStart: z.boolean(),
  isInquiry: z.boolean(),
});
export type THelocApplication = z.infer<typeof ZHelocApplication>;

export const ZHelocApplicationList = z.array(ZHelocApplication);
