import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { track } from '@/lib/telemetry/index.ts';

export const WEB_VITAL_EVENT = 'WEB_VITAL';

/** The event properties of one Core Web Vitals measurement. */
export const webVitalProperties = (metric: Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>) => ({
  metric: metric.name,
  // CLS is unitless and small; the others are milliseconds.
  value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
  rating: metric.rating,
  metricId: metric.id,
  navigationType: metric.navigationType,
});

const send = (metric: Metric) => {
  // Each measurement is its own event: dedupe on its id so a repeat report of the same one is stored once.
  void track(WEB_VITAL_EVENT, webVitalProperties(metric), { eventType: 'METRIC', dedupeProperty: 'metricId' });
};

let started = false;

/** Reports LCP, INP, CLS, FCP and TTFB as telemetry events, once per page load. */
export const startWebVitalsReporting = (): void => {
  if (started) return;
  started = true;
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
};
