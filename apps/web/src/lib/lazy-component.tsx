import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { withReloadOnFailure } from './lazy-reload.ts';

const subscribeToNothing = () => () => {};

/**
 * false while the page is prerendered at build time and while the browser hydrates it (React reads the
 * server snapshot then), true otherwise, and true right after hydration (React re-renders on the change).
 */
const useRendersOnClient = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * A component whose module loads the first time it renders, not with the chunk that uses it (decision 039):
 * dialogs and other things a page shows only on use. Until loaded it renders nothing; once loaded it renders
 * at once. `preload` loads it ahead (tests do, in test/setup.ts). Under the reload-on-failure rule.
 */
export const loadOnUse = <TProps extends object>(
  importComponent: () => Promise<ComponentType<TProps>>,
): { Component: ComponentType<TProps>; preload: () => Promise<void> } => {
  let loaded: ComponentType<TProps> | undefined;
  const load = withReloadOnFailure(async () => {
    loaded ??= await importComponent();
    return loaded;
  });
  const Lazy = lazy(async () => ({ default: await load() }));
  const Component = (props: TProps) => {
    const onClient = useRendersOnClient();
    const Loaded = loaded;
    // A prerendered page (decision 045) draws nothing here and hydrates the same nothing; the module loads
    // just after, as on any other page. (A suspended lazy in the prerender would be a client-rendered
    // boundary, which React reports as an error when it hydrates.)
    if (!onClient) return null;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return {
    Component,
    preload: async () => {
      await load();
    },
  };
};
