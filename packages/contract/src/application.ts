import { z } from 'zod/mini';
import { ZApplicationStatus, ZOptimizelyProfileUuid, ZSessionReplayLink, ZTrackedIdentityUuid } from '@lintel/domain';

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
  /** The additional signers who have an account (accepted their invitation), by identity (spec 02 section 3). */
  helocSigners: z.array(z.object({ identityUuid: z.string() })),
  /** 'v1' while the application names additional signers, else null: helocSigners is read under v1 (spec 02 section 4). */
  additionalSignerVersion: z.nullable(z.string()),
});
export type THelocApplication = z.infer<typeof ZHelocApplication>;

export const ZHelocApplicationList = z.array(ZHelocApplication);

/** ?identityUuid= of the experiment-profile calls: the signed-in identity's own. */
export const ZOptimizelyProfileQuery = z.object({ identityUuid: ZTrackedIdentityUuid });

/** GET .../heloc/optermizerly-profile: null until one is stored. */
export const ZOptimizelyProfile = z.object({ optimizelyProfileUuid: z.nullable(z.string()) });
export type TOptimizelyProfile = z.infer<typeof ZOptimizelyProfile>;

/** PATCH .../heloc/optermizerly-profile: the experiment service's profile id to link to the identity. */
export const ZOptimizelyProfileRequest = z.object({ optimizelyProfileUuid: ZOptimizelyProfileUuid });
export type TOptimizelyProfileRequest = z.infer<typeof ZOptimizelyProfileRequest>;

/** PUT .../heloc/{uuid}/full-story-link: a session-replay link stored on the application (spec 03 section 7). */
export const ZFullStoryLinkRequest = z.object({ link: ZSessionReplayLink });
export type TFullStoryLinkRequest = z.infer<typeof ZFullStoryLinkRequest>;
