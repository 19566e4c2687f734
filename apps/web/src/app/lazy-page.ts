import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { withReloadOnFailure } from '@/lib/lazy-reload.ts';
import type { TRouteTitle, TTitledHandle } from './route-title.ts';

type TPageModule = { Component: ComponentType };

/** A lazily loaded route module exporting `Component`, under the reload-on-failure rule. */
export const lazyPage = (
  importModule: () => Promise<TPageModule>,
): { lazy: LazyRouteFunction<RouteObject> } => {
  const load = withReloadOnFailure(importModule);
  return { lazy: async () => ({ Component: (await load()).Component }) };
};

/** A page route of the table: its lazy module and its title (the tab's name, announced on arrival). */
export const page = (
  title: TRouteTitle,
  importModule: () => Promise<TPageModule>,
): { lazy: LazyRouteFunction<RouteObject>; handle: TTitledHandle } => ({
  ...lazyPage(importModule),
  handle: { title },
});
