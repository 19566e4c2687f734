import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { decideFlagsCall, urlOf } from '@lintel/contract';
import { FEATURE_FLAG_KEYS, type TFeatureFlagKey, type TFlagValue } from '@/lib/feature-flags.ts';
import { api } from '@/lib/api-client.ts';

export const flagDecisionPath = (context: 'external' | 'secure') => urlOf(decideFlagsCall, { context });

const ZDecisionList = z.array(z.object({ key: z.string(), enabled: z.boolean(), variables: z.optional(z.record(z.string(), z.unknown())) }));

export type TFlagUser = {
  trackerId: string;
  organization: string;
  identityUuid?: string | undefined;
  applicationUuid?: string | undefined;
};

/** Only the fixed key list of spec 03 section 7 is kept; anything else the service answers is dropped. */
export const keepKnownFlags = (decisions: z.infer<typeof ZDecisionList>): Partial<Record<TFeatureFlagKey, TFlagValue>> =>
  Object.fromEntries(
    decisions
      .filter((d) => (FEATURE_FLAG_KEYS as readonly string[]).includes(d.key))
      .map((d) => [d.key, { enabled: d.enabled, variables: d.variables ?? {} }]),
  );

/**
 * POST .../api/v2/decision with the identity, application, tracker and organisation attributes: the
 * secure context when logged in (the server then knows the caller), else external.
 */
export const getFlagDecisions = async (user: TFlagUser, signal?: AbortSignal) => {
  const context = user.identityUuid ? 'secure' : 'external';
  const attributes = Object.fromEntries(
    Object.entries({ identityUuid: user.identityUuid, applicationUuid: user.applicationUuid, trackerId: user.trackerId, organization: user.organization }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  let answer: unknown;
  try {
    answer = await api.post(flagDecisionPath(context), { optimizeUser: { trackerId: user.trackerId, attributes } }, {
      context,
      signal,
      redirectOnUnauthenticated: false,
    });
  } catch (error) {
    // Spec 03 section 8: a failed decision call is "Could not establish session" (the flags then read off).
    if (signal?.aborted) throw error;
    throw new Error(DECISION_CALL_FAILED, { cause: error });
  }
  return keepKnownFlags(ZDecisionList.parse(answer));
};

/** Spec 03 section 8's text for a failed decision call. */
export const DECISION_CALL_FAILED = 'Could not establish session';

export const flagDecisionsQuery = (user: TFlagUser) =>
  queryOptions({
    queryKey: ['flag-decisions', user.organization, user.identityUuid ?? null, user.applicationUuid ?? null, user.trackerId],
    queryFn: ({ signal }) => getFlagDecisions(user, signal),
    staleTime: 60_000,
    // Keep showing the last decision while a new identity or application is asked about.
    placeholderData: (previous) => previous,
  });
