import { useEffect, useState } from 'react';

/** Spec 01 section 9: the loader stays 300 ms after the work ends, so quick steps do not flicker. */
export const LOADER_HIDE_DELAY_MS = 300;

export const useHideDelay = (active: boolean, delayMs = LOADER_HIDE_DELAY_MS): boolean => {
  const [visible, setVisible] = useState(active);
  useEffect(() => {
    if (active) {
      setVisible(true);
      return;
    }
    const timer = window.setTimeout(() => setVisible(false), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return visible;
};
