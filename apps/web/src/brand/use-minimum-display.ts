import { useEffect, useRef, useState } from 'react';

/** Spec 02 section 9 / spec 03 section 9: the full-screen loader stays at least 1000 ms. */
export const LOADER_MINIMUM_MS = 1000;

/**
 * True while `active`, and afterwards until `minimumMs` have passed since it became visible, so a fast
 * answer does not flash the loader on and off.
 */
export const useMinimumDisplay = (active: boolean, minimumMs: number = LOADER_MINIMUM_MS): boolean => {
  const [visible, setVisible] = useState(active);
  // Set by the effect (render stays pure); the mount effect runs before the first frame is shown.
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (active) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setVisible(true);
      return;
    }
    if (shownAt.current === null) return;
    const remaining = minimumMs - (Date.now() - shownAt.current);
    const hide = () => {
      shownAt.current = null;
      setVisible(false);
    };
    if (remaining <= 0) {
      hide();
      return;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);

  return visible;
};
