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
 * The routes of `table` with the given ids: React Router's ids for routes without their own are their positions
 * in the table ("1-9-3", as convertRoutesToDataRoutes numbers them). Undefined unless every id is found.
 */
const routesWithIds = (ids: readonly string[], table: RouteObject[]): RouteObject[] | undefined => {
  const wanted = new Set(ids);
  const found: RouteObject[] = [];
  const visit = (list: RouteObject[], parentPath: string) =>
    list.forEach((route, index) => {
      const path = parentPath ? `${parentPath}-${index}` : String(index);
      if (wanted.has(route.id ?? path)) found.push(route);
      if (route.children) visit(route.children, path);
    });
  visit(table, '');
  return found.length === wanted.size ? found : undefined;
};

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects, as the
 * static router did when it prerendered the page (decision 045). A router made after this starts
 * initialised, so its first render is the page itself, not the loading fallback, and hydration matches.
 * `prerenderedIds`, the ids of the routes the build matched (the page's data-route-ids), spare the browser
 * matching the path against the whole table: on a 4x-throttled phone that took 40-70 ms (decision 073). A
 * router that does not start initialised tells the caller that they were not the right ones.
 */
export const loadRouteModulesFor = async (
  pathname: string,
  prerenderedIds?: readonly string[],
  table: RouteObject[] = routes,
): Promise<void> => {
  const matched =
    (prerenderedIds?.length ? routesWithIds(prerenderedIds, table) : undefined) ??
    (matchRoutes(table, pathname) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
};
