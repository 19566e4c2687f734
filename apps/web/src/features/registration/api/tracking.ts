import { api } from '@/lib/api-client.ts';

export const TRACKING_EVENT_PATH = '/ft/secure/event';

export type TRegistrationEventName = 'helocStarted' | 'appStarted' | 'heloc-register-start';

/** One telemetry event (spec 01 section 7 "event posts"); keepalive so navigating away does not cancel it. */
export const sendTrackingEvent = (event: {
  event: TRegistrationEventName;
  identityUuid?: string | undefined;
  applicationUuid?: string | undefined;
  properties?: Record<string, string | number | boolean>;
}): Promise<unknown> =>
  api.post(
    TRACKING_EVENT_PATH,
    { event: event.event, type: 'TRACK', product: 'HELOC', identityUuid: event.identityUuid, applicationUuid: event.applicationUuid, properties: event.properties ?? {} },
    { keepalive: true, redirectOnUnauthenticated: false },
  );
