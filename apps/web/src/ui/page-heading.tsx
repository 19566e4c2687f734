import { useEffect, useRef, type ReactNode } from 'react';
import './layout.css';

/**
 * The page's one h1. It takes focus when the page mounts so that, after a client-side navigation,
 * screen-reader and keyboard users start at the new page's title instead of the old focus spot.
 */
export const PageHeading = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
};
