import { z } from 'zod/mini';
import { defineCall } from './define-call.ts';

/** The flag keys the web keeps (spec 03 section 7 "Feature flags and experiments"). */
export const FEATURE_FLAG_KEYS = [
  'fe-heloc-additional-signer-conditions',
  'fe-heloc-back-of-id',
  'fe-heloc-business-iv',
  'fe-heloc-business-purpose',
  'fe-heloc-ca-fires-01-07-2025',
  'fe-heloc-company-covers-appraisal',
  'fe-heloc-dc-fp7',
  'fe-heloc-figure-ny-modal',
  'fe-heloc-irs-maintenance',
  'fe-heloc-maintenance',
  'fe-heloc-multi-page-product-select',
  'fe-heloc-ny-fcra',
  'fe-heloc-rate-buy-down',
  'fe-heloc-redesign-2025',
  'fe-heloc-self-employ-tax-verification',
  'fe-heloc-sms-transactional-consent',
  'fe-webchat',
] as const;
export type TFeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];

export const ZFlagKey = z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9._-]{0,99}$/, { error: 'A flag key is lower-case letters, digits, dots, dashes or underscores' }));

/** Flag variables: plain JSON values by name (the maintenance flag's routes, message, pageTitle, shouldShowDashboardLink). */
export const ZFlagVariables = z.record(z.string(), z.unknown());
export type TFlagVariables = z.infer<typeof ZFlagVariables>;

/** The maintenance flag's variables (spec 03 section 7). */
export const ZMaintenanceVariables = z.object({
  routes: z.array(z.string()),
  message: z.string(),
  pageTitle: z.string(),
  shouldShowDashboardLink: z.boolean(),
});

/**
 * A targeting rule, checked in order: the first whose condition matches the caller's attributes (a
 * GrowthBook/MongoDB-style condition, e.g. `{"organization": "LINTEL"}` or `{"state": {"$in": ["NY"]}}`)
 * and whose rollout covers the caller's trackerId decides `enabled` (and may replace the variables).
 */
export const ZFlagRule = z.object({
  condition: z.optional(z.record(z.string(), z.unknown())),
  /** Share of trackers (0 to 1) the rule applies to; the same trackerId always falls on the same side. */
  coverage: z.optional(z.number().check(z.gte(0), z.lte(1))),
  enabled: z.boolean(),
  variables: z.optional(ZFlagVariables),
});
export type TFlagRule = z.infer<typeof ZFlagRule>;

/** Who is asking: attributes (identity, application, tracker, organisation...) and the telemetry tracker id. */
export const ZOptimizeUser = z.object({
  attributes: z._default(z.optional(z.record(z.string(), z.unknown())), {}),
  trackerId: z.optional(z.string().check(z.maxLength(200))),
});
export type TOptimizeUser = z.infer<typeof ZOptimizeUser>;

export const ZOptimizeContext = z.enum(['external', 'secure']);

export const ZFeatureRequest = z.object({
  featureKey: ZFlagKey,
  optimizeUser: z._default(z.optional(ZOptimizeUser), { attributes: {} }),
});
export const ZFeatureResponse = z.object({ enabled: z.boolean(), variables: ZFlagVariables });
export type TFeatureResponse = z.infer<typeof ZFeatureResponse>;

export const ZDecisionRequest = z.object({ optimizeUser: z._default(z.optional(ZOptimizeUser), { attributes: {} }) });
export const ZFlagDecision = z.object({ key: z.string(), enabled: z.boolean(), variables: ZFlagVariables });
export const ZFlagDecisionList = z.array(ZFlagDecision);
export type TFlagDecision = z.infer<typeof ZFlagDecision>;

export const ZExperimentRecord = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  variation: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export const ZSaveExperimentsRequest = z.object({ experiments: z.array(ZExperimentRecord).check(z.minLength(1), z.maxLength(50)) });
export const ZExperimentList = z.object({ applicationUuid: z.string(), experiments: z.array(ZExperimentRecord) });
export type TExperimentRecord = z.infer<typeof ZExperimentRecord>;

/** A stored flag as the agent API shows it. */
export const ZFlagDefinition = z.object({
  key: z.string(),
  enabled: z.boolean(),
  variables: ZFlagVariables,
  rules: z.array(ZFlagRule),
  updatedAt: z.string(),
});
export const ZFlagDefinitionList = z.array(ZFlagDefinition);
export type TFlagDefinition = z.infer<typeof ZFlagDefinition>;

export const ZUpdateFlagRequest = z.object({ enabled: z.optional(z.boolean()), variables: z.optional(ZFlagVariables), rules: z.optional(z.array(ZFlagRule).check(z.maxLength(50))) }).check(z.refine((body) => body.enabled !== undefined || body.variables !== undefined || body.rules !== undefined, {
    error: 'Send enabled, variables or rules',
  }));
export type TUpdateFlagRequest = z.infer<typeof ZUpdateFlagRequest>;

/** `external` before sign-in, `secure` after (a secure call without a token answers 401). */
export const ZOptimizeContextParams = z.object({ context: ZOptimizeContext });
/** The application's id as the client sends it: a missing one ("", "undefined", "null") answers 400, another non-uuid 404. */
export const ZExperimentsParams = z.extend(ZOptimizeContextParams, { applicationUuid: z.string().check(z.maxLength(100)) });
export const ZFlagKeyParams = z.object({ key: ZFlagKey });

export const decideFeatureCall = defineCall({
  id: 'decideFeature',
  method: 'POST',
  path: '/service-optimize/{context}/api/v1/feature',
  summary: 'Whether one flag is on for this visitor, with its variables (an unknown key is off).',
  access: 'public',
  params: ZOptimizeContextParams,
  body: ZFeatureRequest,
  answers: { 200: ZFeatureResponse },
  errors: [400, 401, 404],
});

export const decideFlagsCall = defineCall({
  id: 'decideFlags',
  method: 'POST',
  path: '/service-optimize/{context}/api/v2/decision',
  summary: 'Every flag’s decision for this visitor (spec 03 section 7).',
  access: 'public',
  params: ZOptimizeContextParams,
  body: z.nullish(ZDecisionRequest),
  answers: { 200: ZFlagDecisionList },
  errors: [400, 401, 404],
});

export const listFeatureDecisionsCall = defineCall({
  id: 'listFeatureDecisions',
  method: 'POST',
  path: '/service-optimize/{context}/api/v1/features',
  summary: 'Every flag’s decision for this visitor (the v1 form of the decision call).',
  access: 'public',
  params: ZOptimizeContextParams,
  body: z.nullish(ZDecisionRequest),
  answers: { 200: ZFlagDecisionList },
  errors: [400, 401, 404],
});

export const saveExperimentsCall = defineCall({
  id: 'saveExperiments',
  method: 'PATCH',
  path: '/service-optimize/{context}/api/v1/{applicationUuid}/experiments',
  summary: 'Records the experiment variations an application saw.',
  access: 'signed-in',
  params: ZExperimentsParams,
  body: ZSaveExperimentsRequest,
  answers: { 200: ZExperimentList },
  errors: [400, 401, 404],
});

/**
 * The same call at the path spec 03 section 7 writes, `PATCH {base}/{applicationUuid}/experiments`, where `{base}` is
 * the host's root (as in `{base}/ft/{context}/session`); the web sends the /service-optimize form (decision 086).
 */
export const ZRootExperimentsParams = z.object({ applicationUuid: z.string().check(z.maxLength(100)) });
export const saveExperimentsAtRootCall = defineCall({
  id: 'saveExperimentsAtRoot',
  method: 'PATCH',
  path: '/{applicationUuid}/experiments',
  summary: 'Records the experiment variations an application saw (spec 03 section 7’s path; same as saveExperiments).',
  tag: 'service-optimize',
  access: 'signed-in',
  params: ZRootExperimentsParams,
  body: ZSaveExperimentsRequest,
  answers: { 200: ZExperimentList },
  errors: [400, 401, 404],
});

export const saveExperimentsWithoutApplicationCall = defineCall({
  id: 'saveExperimentsWithoutApplication',
  method: 'PATCH',
  path: '/service-optimize/{context}/api/v1/experiments',
  summary: 'The experiments call without an application id: always 400 "App ID is required to save experiment".',
  access: 'signed-in',
  params: ZOptimizeContextParams,
  answers: {},
  errors: [400, 401],
});

export const listFlagsCall = defineCall({
  id: 'listFlags',
  method: 'GET',
  path: '/service-ops/agent/api/v1/flags',
  summary: 'The flags of the organisation header’s brand with their rules (agents of that organisation).',
  access: 'agent',
  answers: { 200: ZFlagDefinitionList },
  errors: [401, 404],
});

export const updateFlagCall = defineCall({
  id: 'updateFlag',
  method: 'PUT',
  path: '/service-ops/agent/api/v1/flags/{key}',
  summary: 'Turns a known flag on or off, or changes its variables or rules (admins).',
  access: 'admin',
  params: ZFlagKeyParams,
  body: ZUpdateFlagRequest,
  answers: { 200: ZFlagDefinition },
  errors: [400, 401, 404],
});

export const optimizeCalls = [
  decideFeatureCall,
  decideFlagsCall,
  listFeatureDecisionsCall,
  saveExperimentsCall,
  saveExperimentsAtRootCall,
  saveExperimentsWithoutApplicationCall,
  listFlagsCall,
  updateFlagCall,
] as const;
