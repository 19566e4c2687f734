import { describe, expect, it, vi } from 'vitest';
import { createStaticHandler, type RouteObject } from 'react-router';
import { loadRouteModulesFor } from './router.ts';

const Page = () => null;

/** A small table like the app's: a shell, nested paths, lazy pages; each lazy counts its loads. */
const makeTable = () => {
  const lazy = (name: string) => vi.fn(async () => ({ Component: Page, handle: { name } }));
  const loads = {
    login: lazy('login'),
    register: lazy('register'),
    dashboard: lazy('dashboard'),
    layout: lazy('layout'),
  };
  const table: RouteObject[] = [
    { path: '/ops', children: [{ path: 'queue', lazy: lazy('queue') }] },
    {
      children: [
        { path: '/auth/login', lazy: loads.login },
        { path: '/dashboard', lazy: loads.dashboard },
        {
          path: '/account/heloc',
          children: [
            { path: 'register-v2', lazy: loads.layout, children: [{ index: true, lazy: loads.register }] },
          ],
        },
      ],
    },
  ];
  return { table, loads };
};

/** The ids the build's static router gives the routes matching a path (what the prerender writes). */
const idsTheBuildWrites = async (table: RouteObject[], pathname: string) => {
  const context = await createStaticHandler(table).query(new Request(`http://build.invalid${pathname}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return context.matches.map(({ route }) => route.id);
};

describe('loading the route modules of a prerendered page', () => {
  it('loads the modules of the routes the build matched, found by their ids', async () => {
    const { table, loads } = makeTable();
    const ids = await idsTheBuildWrites(makeTable().table, '/account/heloc/register-v2');
    expect(ids).toEqual(['1', '1-2', '1-2-0', '1-2-0-0']);
    await loadRouteModulesFor('/account/heloc/register-v2', ids, table);
    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.register).toHaveBeenCalledTimes(1);
    expect(loads.login).not.toHaveBeenCalled();
    const layout = table[1]?.children?.[2]?.children?.[0];
    expect(layout?.lazy).toBeUndefined();
    expect(layout?.Component).toBe(Page);
  });

  it('matches the path itself when the ids are missing or not all in the table', async () => {
    for (const ids of [undefined, [], ['1', '1-7']]) {
      const { table, loads } = makeTable();
      await loadRouteModulesFor('/auth/login', ids, table);
      expect(loads.login).toHaveBeenCalledTimes(1);
      expect(loads.dashboard).not.toHaveBeenCalled();
    }
  });
});
