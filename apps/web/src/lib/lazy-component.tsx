import { lazy, Suspense, type ComponentType } from 'react';
import { withReloadOnFailure } from './lazy-reload.ts';

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
    const Loaded = loaded;
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
