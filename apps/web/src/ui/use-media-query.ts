import { useCallback, useSyncExternalStore } from 'react';

/** Spec 03 section 9: the layout switches to its wide form at 1024 px. */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/** Whether a CSS media query matches now; re-renders when it changes (window resized, zoomed). */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false, () => false);
};
