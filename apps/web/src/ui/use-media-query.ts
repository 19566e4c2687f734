import { useCallback, useSyncExternalStore } from 'react';

/** Spec 03 section 9: the layout switches to its wide form at 1024 px. */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

const useMediaQueryOr = <TUnknown extends boolean | null>(query: string, whenUnknown: TUnknown): boolean | TUnknown => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | TUnknown>(subscribe, () => window.matchMedia?.(query).matches ?? false, () => whenUnknown);
};

/** Whether a CSS media query matches now; re-renders when it changes (window resized, zoomed). */
export const useMediaQuery = (query: string): boolean => useMediaQueryOr(query, false);

/**
 * The same, but null while a prerendered page is built and hydrated (decision 045), when the screen is not
 * known: the caller then draws every form and lets CSS media queries show the right one, so hydration
 * matches the prerendered markup and nothing visible changes when the answer arrives just after.
 */
export const useMediaQueryOnceKnown = (query: string): boolean | null => useMediaQueryOr(query, null);
