// Telemetry any feature may use: track(event, properties). The shell sends page views and web vitals.
export { track, trackPageView, PAGE_VIEW_EVENT, TELEMETRY_PRODUCT, telemetryEventPath, type TEventProperties, type TTrackOptions } from './track.ts';
export { establishSession, SESSION_FAILED_MESSAGE, SESSION_ATTEMPTS, TELEMETRY_SESSION_PATH } from './session.ts';
export { getTrackerUuid } from './tracker.ts';
