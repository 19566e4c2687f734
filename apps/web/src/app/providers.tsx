import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
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
 * Marks <html data-app-started="hydrated|rendered"> once the app's first render is on screen and live
 * (after hydration of a prerendered page, decision 045): browser tests wait for it before typing into a
 * prerendered form, as typing before hydration is not kept.
 */
const useMarkStarted = (onStarted: (() => void) | undefined) =>
  useEffect(() => {
    onStarted?.();
    const root = document.getElementById('root');
    document.documentElement.dataset['appStarted'] = root?.dataset['prerendered'] ? 'hydrated' : 'rendered';
  }, [onStarted]);

/**
 * The providers around the route table. The prerendered pages (app/prerender/render-page.tsx) render the
 * same tree with the static router in place of RouterProvider, so hydration finds the same components.
 */
export const App = ({ router: givenRouter, queryClient: givenClient, onStarted }: TAppProps = {}) => {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  useMarkStarted(onStarted);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </QueryClientProvider>
  );
};
