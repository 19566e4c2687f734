import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * true while React hydrates a prerendered page (it reads the server snapshot then) and while the build
 * prerenders it, false otherwise; the first render after hydration flips it to false (React re-renders every
 * component whose server snapshot differs, in one commit). Decision 088: what a prerendered page shows during
 * hydration must be what the build drew, and what this visitor has stored arrives in that next render.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
