import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  decideFeatureCall,
  decideFlagsCall,
  FEATURE_FLAG_KEYS,
  listFeatureDecisionsCall,
  listFlagsCall,
  saveExperimentsAtRootCall,
  saveExperimentsCall,
  saveExperimentsWithoutApplicationCall,
  updateFlagCall,
  type TExperimentRecord,
  type TOptimizeUser,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { badRequest, notFound, unauthorized } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { buildFlagAttributes, evaluateFlags } from './evaluate-flags.ts';
import { findFlags } from './find-flags.ts';
import { saveExperiments } from './save-experiments.ts';
import { toFlagDefinition, updateFlag } from './update-flag.ts';

export const APP_ID_REQUIRED = 'App ID is required to save experiment';
export const UNKNOWN_FLAG = 'Unknown flag: only the flag keys of spec 03 section 7 can be set';
const AGENTS = ['AGENT', 'ADMIN'] as const;
const ADMINS = ['ADMIN'] as const;
const KNOWN_FLAG_KEYS: ReadonlySet<string> = new Set(FEATURE_FLAG_KEYS);
// A client with no application id sends "", "undefined" or "null" in the path.
const MISSING_IDS = new Set(['', 'undefined', 'null']);

/** The secure context needs a signed-in caller; the external one is public. */
const checkContext = (request: FastifyRequest, context: 'external' | 'secure') => {
  if (context === 'secure' && !request.caller) throw unauthorized();
};

/** An agent acts only in organisations it serves; for any other the flags do not exist. */
const agentOrg = (request: FastifyRequest): string => {
  if (!callerOf(request).orgCodes.includes(request.orgCode)) throw notFound();
  return request.orgCode;
};

export const optimizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Per app instance: each test app has its own database.
  const seededOrgs = new Set<string>();

  const decide = async (request: FastifyRequest, optimizeUser: TOptimizeUser) => {
    // Rows stored under other keys (before keys were checked) never reach a client.
    const rows = (await findFlags({ db, organizationCode: request.orgCode, seededOrgs })).filter((row) => KNOWN_FLAG_KEYS.has(row.key));
    const attributes = buildFlagAttributes({ optimizeUser, organizationCode: request.orgCode, identityUuid: request.caller?.identityUuid });
    return evaluateFlags({ rows, attributes });
  };

  registerCall(
    app,
    decideFeatureCall,
    {},
    async (request) => {
      checkContext(request, request.params.context);
      const decisions = await decide(request, request.body.optimizeUser);
      const decision = decisions.find((flag) => flag.key === request.body.featureKey);
      // An unknown key is simply off: the web then falls back to its default (spec 03 section 8).
      return decision ? { enabled: decision.enabled, variables: decision.variables } : { enabled: false, variables: {} };
    },
  );

  for (const call of [decideFlagsCall, listFeatureDecisionsCall]) {
    registerCall(app, call, {}, async (request) => {
      checkContext(request, request.params.context);
      return decide(request, request.body?.optimizeUser ?? { attributes: {} });
    });
  }

  const saveExperimentsOf = async (request: FastifyRequest & { params: { applicationUuid: string }; body: { experiments: TExperimentRecord[] } }) => {
    const { applicationUuid } = request.params;
    if (MISSING_IDS.has(applicationUuid.trim())) throw badRequest(APP_ID_REQUIRED);
    if (!z.uuid().safeParse(applicationUuid).success) throw notFound();
    const experiments = await saveExperiments({
      db,
      applicationUuid,
      organizationCode: request.orgCode,
      identityUuid: callerOf(request).identityUuid,
      experiments: request.body.experiments,
    });
    return { applicationUuid, experiments };
  };
  registerCall(app, saveExperimentsCall, { preHandler: requireCaller() }, saveExperimentsOf);
  // Spec 03 section 7's own path, at the host's root (decision 086).
  registerCall(app, saveExperimentsAtRootCall, { preHandler: requireCaller() }, saveExperimentsOf);

  // Without an id in the path at all.
  registerCall(app, saveExperimentsWithoutApplicationCall, { preHandler: requireCaller() }, async () => {
    throw badRequest(APP_ID_REQUIRED);
  });

  registerCall(
    app,
    listFlagsCall,
    { preHandler: requireCaller(AGENTS) },
    async (request) => (await findFlags({ db, organizationCode: agentOrg(request), seededOrgs })).map(toFlagDefinition),
  );

  // Flags change what every applicant of a brand sees (maintenance, chat): admins only, known keys only.
  registerCall(
    app,
    updateFlagCall,
    { preHandler: requireCaller(ADMINS) },
    async (request) => {
      if (!KNOWN_FLAG_KEYS.has(request.params.key)) throw badRequest(UNKNOWN_FLAG);
      return toFlagDefinition(
        await updateFlag({
          db,
          organizationCode: agentOrg(request),
          key: request.params.key,
          change: request.body,
          identityUuid: callerOf(request).identityUuid,
          seededOrgs,
        }),
      );
    },
  );
};
