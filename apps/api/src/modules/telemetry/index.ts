// The telemetry module (the /ft calls): sessions and events for product analytics, without personal data.
export { telemetryRoutes, TELEMETRY_BODY_LIMIT_BYTES } from './routes.ts';
export { isPersonalDataKey, stripPersonalData } from './strip-personal-data.ts';
