import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setNavigator } from '@/lib/navigation.ts';
import { routes } from './routes.tsx';

export const createAppRouter = () => {
  const router = createBrowserRouter(routes);
  // Let code outside React (the api client's 401 handling, logout) navigate without a full reload.
  setNavigator((to, options) => router.navigate(to, options));
  return router;
};

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects, as the
 * static router did when it prerendered the page (decision 045). A router made after this starts
 * initialised, so its first render is the page itself, not the loading fallback, and hydration matches.
 */
export const loadRouteModulesFor = async (pathname: string, table: RouteObject[] = routes): Promise<void> => {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
};
