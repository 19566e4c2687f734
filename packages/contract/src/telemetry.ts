import { z } from 'zod/mini';
import { defineCall } from './define-call.ts';

const shortText = (max: number) => z.string().check(z.maxLength(max));
const ZSize = z.number().check(z.int(), z.gte(0), z.lte(100_000));
/** Flat query parameters or properties: values are JSON scalars or lists of them. */
const ZFlatRecord = z.record(shortText(100), z.unknown());

/** Form decoding like URLSearchParams ("+" is a space); a malformed escape is kept as written, never thrown. */
const decodeFormPart = (part: string): string => {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/**
 * "?a=1&b=2&b=3" as a record, read as URLSearchParams reads it (the contract compiles without host globals); a
 * repeated key (spec 03 section 7: arrays as repeated keys) becomes a list.
 */
const recordOfQueryString = (text: string): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const pair of text.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decodeFormPart(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decodeFormPart(pair.slice(at + 1));
    const current = record[key];
    record[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return record;
};

/** queryParams as a record or as the page's query string (with or without "?"), read into the same bounded record. */
const ZQueryParams = z.union(
  [
    ZFlatRecord,
    z.pipe(
      z.pipe(
        // A percent-escaped NUL would decode to text no column can hold.
        shortText(2000).check(z.refine((text) => !/%00/.test(text))),
        z.transform(recordOfQueryString),
      ),
      ZFlatRecord,
    ),
  ],
  { error: 'queryParams must be an object or a query string of at most 2000 characters' },
);

type TWithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };
/** Spec 03's clients send null for what they do not know: read as absent. */
const withoutNulls = <T extends Record<string, unknown>>(body: T): TWithoutNulls<T> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as TWithoutNulls<T>;

export const ZTelemetryContext = z.enum(['external', 'secure']);

/** Telemetry session request (spec 03 section 3); platform is always WEB. */
export const ZTelemetrySessionRequest = z.pipe(
  z.object({
    platform: z.literal('WEB', { error: 'platform must be WEB' }),
    libVersion: z.nullish(shortText(40)),
    referrer: z.nullish(shortText(2000)),
    queryParams: z.nullish(ZQueryParams),
    screenWidth: z.nullish(ZSize),
    screenHeight: z.nullish(ZSize),
    windowWidth: z.nullish(ZSize),
    windowHeight: z.nullish(ZSize),
    /** A session key the client already holds: the same session continues. */
    sessionKey: z.nullish(shortText(100)),
    appVersion: z.nullish(shortText(40)),
    /** The tracker uuid kept in the browser's local storage (spec 01 section 3). */
    trackerUuid: z.nullish(shortText(100)),
  }),
  z.transform(withoutNulls),
);
export type TTelemetrySessionRequest = z.infer<typeof ZTelemetrySessionRequest>;

/** The session-key object (spec 03 section 3): uuid, epoch, trackerUuid; sessionKey repeats the uuid. */
export const ZTelemetrySessionResponse = z.object({
  sessionKey: z.string(),
  uuid: z.string(),
  epoch: z.number(),
  trackerUuid: z.nullable(z.string()),
});
export type TTelemetrySessionResponse = z.infer<typeof ZTelemetrySessionResponse>;

/**
 * Telemetry event request (spec 03 section 3). The registration flow's tracker also sends the short
 * names type, product, identityUuid and properties: they are read as eventType, productType,
 * identityId and eventProperties.
 */
export const ZTelemetryEventRequest = z.pipe(
  z.object({
    domain: z.nullish(shortText(255)),
    queryParams: z.nullish(ZQueryParams),
    pagePath: z.nullish(shortText(2000)),
    event: shortText(100).check(z.minLength(1, { error: 'event is required' })),
    sessionKey: z.nullish(shortText(100)),
    identityId: z.nullish(shortText(100)),
    applicationUuid: z.nullish(shortText(100)),
    eventType: z.nullish(shortText(50)),
    productType: z.nullish(shortText(50)),
    eventProperties: z.nullish(ZFlatRecord),
    dontDedupe: z.nullish(z.boolean()),
    dedupeProperty: z.nullish(shortText(100)),
    type: z.nullish(shortText(50)),
    product: z.nullish(shortText(50)),
    identityUuid: z.nullish(shortText(100)),
    properties: z.nullish(ZFlatRecord),
  }),
  z.transform(withoutNulls),
);
export type TTelemetryEventRequest = z.infer<typeof ZTelemetryEventRequest>;

export const ZTelemetryEventQuery = z.object({
  event: z.optional(z.string().check(z.maxLength(100))),
  sessionKey: z.optional(z.string().check(z.maxLength(100))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100),
});

/** A stored event as the agent read call answers it (personal-data keys already removed). */
export const ZTelemetryEvent = z.object({
  uuid: z.string(),
  event: z.string(),
  eventType: z.nullable(z.string()),
  productType: z.nullable(z.string()),
  sessionKey: z.nullable(z.string()),
  identityId: z.nullable(z.string()),
  applicationUuid: z.nullable(z.string()),
  domain: z.nullable(z.string()),
  pagePath: z.nullable(z.string()),
  queryParams: z.record(z.string(), z.unknown()),
  eventProperties: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const ZTelemetryEventList = z.array(ZTelemetryEvent);
export type TTelemetryEvent = z.infer<typeof ZTelemetryEvent>;

/** `external` before sign-in, `secure` after (a secure call without a token answers 401). */
export const ZTelemetryContextParams = z.object({ context: ZTelemetryContext });

export const startTelemetrySessionCall = defineCall({
  id: 'startTelemetrySession',
  method: 'POST',
  path: '/ft/{context}/session',
  summary: 'Starts or continues a telemetry session (spec 03 section 3); answers its session key.',
  tag: 'ft',
  access: 'public',
  params: ZTelemetryContextParams,
  body: ZTelemetrySessionRequest,
  answers: { 200: ZTelemetrySessionResponse },
  errors: [400, 401, 404, 413],
});

export const recordTelemetryEventCall = defineCall({
  id: 'recordTelemetryEvent',
  method: 'POST',
  path: '/ft/{context}/event',
  summary: 'Records one telemetry event (spec 03 section 3); personal-data keys are dropped before storing.',
  tag: 'ft',
  access: 'public',
  params: ZTelemetryContextParams,
  body: ZTelemetryEventRequest,
  answers: { 204: null },
  errors: [400, 401, 404, 413],
});

export const listTelemetryEventsCall = defineCall({
  id: 'listTelemetryEvents',
  method: 'GET',
  path: '/service-ops/agent/api/v1/telemetry/events',
  summary: 'The telemetry events of the organisation header’s brand, newest first (agents of that organisation).',
  access: 'agent',
  query: ZTelemetryEventQuery,
  answers: { 200: ZTelemetryEventList },
  errors: [400, 401, 404],
});

export const telemetryCalls = [startTelemetrySessionCall, recordTelemetryEventCall, listTelemetryEventsCall] as const;
