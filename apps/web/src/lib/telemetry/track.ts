import { recordTelemetryEventCall, urlOf } from '@lintel/contract';
import { api } from '../api-client.ts';
import { readToken } from '../session.ts';
import { applicationUuidFromPath, identityUuidFromToken } from '../token-identity.ts';
import { establishSession } from './session.ts';
import { readSessionKey } from './tracker.ts';

export const telemetryEventPath = (context: 'external' | 'secure') => urlOf(recordTelemetryEventCall, { context });
export const PAGE_VIEW_EVENT = 'PAGEVIEW';
export const TELEMETRY_PRODUCT = 'HELOC';

type TScalar = string | number | boolean | null;
export type TEventProperties = Record<string, TScalar | readonly TScalar[]>;

export type TTrackOptions = {
  /** TRACK by default; PAGEVIEW for page views, METRIC for web vitals. */
  eventType?: string;
  applicationUuid?: string;
  /** Send every occurrence, even one the server would treat as a repeat in this session. */
  dontDedupe?: boolean;
  dedupeProperty?: string;
};

const queryParamsOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/**
 * Sends one telemetry event (spec 03 section 7) with keepalive, so leaving the page does not cancel it.
 * Telemetry never breaks the page: a failure resolves false. Never put personal data in properties; the
 * server drops such keys as well.
 */
export const track = async (event: string, properties: TEventProperties = {}, options: TTrackOptions = {}): Promise<boolean> => {
  try {
    const sessionKey = readSessionKey() ?? (await establishSession());
    const token = readToken();
    const { pathname, search, hostname } = window.location;
    await api.post(
      telemetryEventPath(token ? 'secure' : 'external'),
      {
        event,
        eventType: options.eventType ?? 'TRACK',
        productType: TELEMETRY_PRODUCT,
        domain: hostname,
        pagePath: pathname,
        queryParams: queryParamsOf(search),
        sessionKey,
        identityId: identityUuidFromToken(token),
        applicationUuid: options.applicationUuid ?? applicationUuidFromPath(pathname),
        eventProperties: properties,
        dontDedupe: options.dontDedupe,
        dedupeProperty: options.dedupeProperty,
      },
      { context: token ? 'secure' : 'external', keepalive: true, redirectOnUnauthenticated: false },
    );
    return true;
  } catch {
    return false;
  }
};

/** The page view of spec 03 section 7: event PAGEVIEW, product HELOC, on every route change. */
export const trackPageView = (pathname: string): Promise<boolean> =>
  track(PAGE_VIEW_EVENT, { path: pathname }, { eventType: PAGE_VIEW_EVENT, dontDedupe: true });
