import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
import { useHydrating } from '@/lib/use-hydrating.ts';
import { BrandProvider } from '@/brand/index.ts';
import { createAppRouter } from './router.ts';

type TAppProps = {
  /** Made ahead by main.tsx when it hydrates a prerendered page (its first route modules already loaded). */
  router?: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
  /** Called once the first render is committed (after hydration): main.tsx replays early input there. */
  onStarted?: (() => void) | undefined;
};

/**
 * Replays what the visitor did before the page was live (main.tsx's onStarted, lib/early-input.ts) once the
 * hydration is committed: React owns every field by then, and the replayed typing counts as the visitor's own.
 */
const useReplayEarlyInput = (onStarted: (() => void) | undefined) =>
  useEffect(() => {
    onStarted?.();
  }, [onStarted]);

/**
 * Marks <html data-app-started="hydrated|rendered"> once the whole page is on screen and live: for a prerendered page
 * (decision 045), after the render that follows its hydration, in which every part hydrated with the prerendered
 * answers takes this visitor's stored ones (decision 088). Rendered after the routes, so its effect runs after
 * theirs. Browser tests wait for it before typing into a prerendered form.
 */
const StartMark = () => {
  const hydrating = useHydrating();
  useEffect(() => {
    if (hydrating) return;
    const root = document.getElementById('root');
    document.documentElement.dataset['appStarted'] = root?.dataset['prerendered'] ? 'hydrated' : 'rendered';
  }, [hydrating]);
  return null;
};

/**
 * The providers around the route table. The prerendered pages (app/prerender/render-page.tsx) render the
 * same tree with the static router in place of RouterProvider, so hydration finds the same components.
 */
export const App = ({ router: givenRouter, queryClient: givenClient, onStarted }: TAppProps = {}) => {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  useReplayEarlyInput(onStarted);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
      <StartMark />
    </QueryClientProvider>
  );
};
