import type { RouteObject } from 'react-router';

const join = (parent: string, path: string | undefined) => {
  if (!path) return parent || '/';
  if (path.startsWith('/')) return path;
  return `${parent === '/' ? '' : parent}/${path}`;
};

export interface TCollectedRoute {
  path: string;
  route: RouteObject;
}

/** Every route of the table with its full path (index routes take their parent's path). */
export const collectRoutes = (routes: RouteObject[], parent = ''): TCollectedRoute[] =>
  routes.flatMap((route) => {
    const path = route.index ? parent || '/' : join(parent, route.path);
    return [{ path, route }, ...collectRoutes(route.children ?? [], route.path || route.index ? path : parent)];
  });

export const pendingRouteLines = (routes: RouteObject[]): string[] =>
  collectRoutes(routes)
    .filter(({ route }) => (route.handle as { pending?: boolean } | undefined)?.pending === true)
    .map(({ path, route }) => `${path} — ${(route.handle as { screen: string }).screen}`)
    .sort();
