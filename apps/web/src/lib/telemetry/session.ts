import { z } from 'zod/mini';
import { startTelemetrySessionCall, urlOf } from '@lintel/contract';
import { api } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { getTrackerUuid, readSessionKey, storeSessionKey } from './tracker.ts';

export const TELEMETRY_SESSION_PATH = urlOf(startTelemetrySessionCall, { context: 'external' });
/** Spec 03 section 9. */
export const TELEMETRY_LIB_VERSION = '2.2.24';
export const SESSION_ATTEMPTS = 3;
export const SESSION_FAILED_MESSAGE = 'An error occurred while establishing a session, retries failed.';

const ZSessionAnswer = z.object({ sessionKey: z.string().check(z.minLength(1)) });

const queryParamsOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

const sessionRequest = () => ({
  platform: 'WEB' as const,
  libVersion: TELEMETRY_LIB_VERSION,
  referrer: document.referrer || undefined,
  queryParams: queryParamsOf(window.location.search),
  screenWidth: window.screen?.width,
  screenHeight: window.screen?.height,
  windowWidth: window.innerWidth,
  windowHeight: window.innerHeight,
  sessionKey: readSessionKey() ?? undefined,
  appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
  trackerUuid: getTrackerUuid(),
});

let pending: Promise<string> | null = null;

/**
 * The tab's telemetry session key (spec 03 "Sessions"): asked of the server up to three times; after the
 * third failure an ApiError with status 500 and the spec's message. One request at a time is shared.
 */
export const establishSession = (): Promise<string> => {
  pending ??= (async () => {
    for (let attempt = 1; attempt <= SESSION_ATTEMPTS; attempt += 1) {
      try {
        const answer = ZSessionAnswer.parse(await api.post(TELEMETRY_SESSION_PATH, sessionRequest(), { context: 'external', redirectOnUnauthenticated: false }));
        storeSessionKey(answer.sessionKey);
        return answer.sessionKey;
      } catch {
        // try again; the loop ends in the error below
      }
    }
    throw new ApiError({ status: 500, message: SESSION_FAILED_MESSAGE, body: undefined });
  })().finally(() => {
    pending = null;
  });
  return pending;
};
