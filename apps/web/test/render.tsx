import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { BrandProvider } from '@/brand/index.ts';

/** Renders routes in a memory router with a fresh query client and the page's brand, as the app does, starting at `path`. */
export const renderRoutes = (routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => router.navigate(to, options));
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};

/** The router's current path plus query. */
export const currentLocation = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
