import { useEffect } from 'react';
import { startWebVitalsReporting } from '../report-web-vitals.ts';
import { PageViewTracker } from './page-view-tracker.tsx';

/** Mounted once by the shell: page views on route changes and Core Web Vitals. */
export const TelemetryReporter = () => {
  useEffect(() => startWebVitalsReporting(), []);
  return <PageViewTracker />;
};
