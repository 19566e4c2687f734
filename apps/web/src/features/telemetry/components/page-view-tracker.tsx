import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/lib/telemetry/index.ts';

/** Sends a PAGEVIEW event on the first page and on every route change (path changes only, not ?query). */
export const PageViewTracker = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    void trackPageView(pathname);
  }, [pathname]);
  return null;
};
