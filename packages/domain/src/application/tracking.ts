import { z } from 'zod/mini';
import { isUuid, ZHttpLink } from '../validation/identifiers.ts';

/**
 * The identifiers the web app's third-party tools hand the server (spec 01 section 7, spec 03 section 7
 * "Monitoring"): the experiment service's profile linked to the identity, and a session-replay link stored on
 * the application for agents. Neither is shown to the applicant; both are plain text the caller chose, so each
 * is kept short and to characters that cannot break a page or a log line.
 */
export const OPTIMIZELY_PROFILE_UUID_MAX = 100;
export const SESSION_REPLAY_LINK_MAX = 2_048;

export const TRACKING_MESSAGES = {
  identityUuid: 'identityUuid must be a UUID.',
  optimizelyProfileUuid: `optimizelyProfileUuid must be 1 to ${OPTIMIZELY_PROFILE_UUID_MAX} letters, digits, dashes, underscores or dots.`,
  link: 'link must be an http or https address of at most 2,048 characters.',
} as const;

/** The identity a call names in its query (it must be the caller's own). */
export const ZTrackedIdentityUuid = z
  .string({ error: TRACKING_MESSAGES.identityUuid })
  .check(z.refine(isUuid, { error: TRACKING_MESSAGES.identityUuid }));

const OPTIMIZELY_PROFILE_UUID_PATTERN = new RegExp(`^[A-Za-z0-9._-]{1,${OPTIMIZELY_PROFILE_UUID_MAX}}$`);

/** The experiment service's profile id: not necessarily a uuid, whatever its name says. */
export const ZOptimizelyProfileUuid = z
  .string({ error: TRACKING_MESSAGES.optimizelyProfileUuid })
  .check(z.regex(OPTIMIZELY_PROFILE_UUID_PATTERN, { error: TRACKING_MESSAGES.optimizelyProfileUuid }));

/** A session-replay link: an absolute http(s) URL, at most 2,048 characters. */
export const ZSessionReplayLink = z.string({ error: TRACKING_MESSAGES.link }).check(
  z.maxLength(SESSION_REPLAY_LINK_MAX, { error: TRACKING_MESSAGES.link }),
  z.refine((value) => ZHttpLink.safeParse(value).success, { error: TRACKING_MESSAGES.link }),
);
