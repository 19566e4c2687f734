import { useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { brandDocumentTitle, useBrand } from '@/brand/index.ts';
import { findRouteTitle } from '../route-title.ts';
import '@/ui/visually-hidden.css';

/**
 * Names the tab after the page (the route table's title, "Page | Brand") and, after a client-side
 * navigation, says the new title in a polite live region: a single-page app does not load a new document,
 * so screen readers would not announce the change on their own (WCAG 2.4.2). The first page is not
 * announced: the browser reads its title on load.
 */
export const RouteAnnouncer = () => {
  const brand = useBrand();
  const matches = useMatches();
  const title = findRouteTitle(
    matches.map((match) => match.handle),
    brand,
  );
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const documentTitle = brandDocumentTitle(brand, title ?? undefined);
    document.title = documentTitle;
    if (previous.current !== null && previous.current !== documentTitle) setAnnouncement(documentTitle);
    previous.current = documentTitle;
  }, [brand, title]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
};
