import { z } from 'zod';
import { defineCall } from './define-call.ts';

const shortText = (max: number) => z.string().max(max);
const ZSize = z.number().int().min(0).max(100_000);
/** Flat query parameters or properties: values are JSON scalars or lists of them. */
const ZFlatRecord = z.record(shortText(100), z.unknown());

export const ZTelemetryContext = z.enum(['external', 'secure']);

/** Telemetry session request (spec 03 section 3); platform is always WEB. */
export const ZTelemetrySessionRequest = z.object({
  platform: z.literal('WEB', { error: 'platform must be WEB' }),
  libVersion: shortText(40).optional(),
  referrer: shortText(2000).optional(),
  queryParams: ZFlatRecord.optional(),
  screenWidth: ZSize.optional(),
  screenHeight: ZSize.optional(),
  windowWidth: ZSize.optional(),
  windowHeight: ZSize.optional(),
  /** A session key the client already holds: the same session continues. */
  sessionKey: shortText(100).optional(),
  appVersion: shortText(40).optional(),
  /** The tracker uuid kept in the browser's local storage (spec 01 section 3). */
  trackerUuid: shortText(100).optional(),
});
export type TTelemetrySessionRequest = z.infer<typeof ZTelemetrySessionRequest>;

/** The session-key object (spec 03 section 3): uuid, epoch, trackerUuid; sessionKey repeats the uuid. */
export const ZTelemetrySessionResponse = z.object({
  sessionKey: z.string(),
  uuid: z.string(),
  epoch: z.number(),
  trackerUuid: z.string().nullable(),
});
export type TTelemetrySessionResponse = z.infer<typeof ZTelemetrySessionResponse>;

/**
 * Telemetry event request (spec 03 section 3). The registration flow's tracker also sends the short
 * names type, product, identityUuid and properties: they are read as eventType, productType,
 * identityId and eventProperties.
 */
export const ZTelemetryEventRequest = z.object({
  domain: shortText(255).optional(),
  queryParams: ZFlatRecord.optional(),
  pagePath: shortText(2000).optional(),
  event: shortText(100).min(1, { error: 'event is required' }),
  sessionKey: shortText(100).optional(),
  identityId: shortText(100).optional(),
  applicationUuid: shortText(100).optional(),
  eventType: shortText(50).optional(),
  productType: shortText(50).optional(),
  eventProperties: ZFlatRecord.optional(),
  dontDedupe: z.boolean().optional(),
  dedupeProperty: shortText(100).optional(),
  type: shortText(50).optional(),
  product: shortText(50).optional(),
  identityUuid: shortText(100).optional(),
  properties: ZFlatRecord.optional(),
});
export type TTelemetryEventRequest = z.infer<typeof ZTelemetryEventRequest>;

export const ZTelemetryEventQuery = z.object({
  event: z.string().max(100).optional(),
  sessionKey: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** A stored event as the agent read call answers it (personal-data keys already removed). */
export const ZTelemetryEvent = z.object({
  uuid: z.string(),
  event: z.string(),
  eventType: z.string().nullable(),
  productType: z.string().nullable(),
  sessionKey: z.string().nullable(),
  identityId: z.string().nullable(),
  applicationUuid: z.string().nullable(),
  domain: z.string().nullable(),
  pagePath: z.string().nullable(),
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
