// Page views and Core Web Vitals; other features send their own events with track() from @/lib/telemetry.
export { TelemetryReporter } from './components/telemetry-reporter.tsx';
export { PageViewTracker } from './components/page-view-tracker.tsx';
export { startWebVitalsReporting, webVitalProperties, WEB_VITAL_EVENT } from './report-web-vitals.ts';
