import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { getBrand } from '@lintel/brands';
import { collectRoutes } from '../../test/collect-routes.ts';
import { renderRoutes } from '../../test/render.tsx';
import { STATE_SCREENS } from '@/features/application-states/state-screens.ts';
import type { TStateScreenHandle } from '@/features/application-states/components/state-screen-page.tsx';
import { routes } from './routes.tsx';
import { findRouteTitle, hasRouteTitle } from './route-title.ts';

/** A route that shows a page (not a layout with children, not a redirect element). */
const isPageRoute = (route: RouteObject) => !route.children && !route.element;

describe('route titles (WCAG 2.4.2)', () => {
  const pages = collectRoutes(routes).filter(({ route }) => isPageRoute(route));

  it('gives every page route of the table a title', () => {
    expect(pages.length).toBeGreaterThan(80);
    const untitled = pages.filter(({ route }) => !hasRouteTitle(route.handle)).map(({ path }) => path);
    expect(untitled).toEqual([]);
  });

  it('titles each state screen with its own heading', () => {
    for (const { path, route } of pages) {
      const key = (route.handle as Partial<TStateScreenHandle>).stateScreen;
      if (key)
        expect(findRouteTitle([route.handle], getBrand('LINTEL')!), path).toBe(STATE_SCREENS[key].title);
    }
  });

  it('words the terms page for the brand (spec 02 section 6)', () => {
    const terms = pages.find(({ path }) => path === '/terms');
    expect(findRouteTitle([terms?.route.handle], getBrand('LINTEL')!)).toBe('Terms of Service');
    const fairway = getBrand('FAIRWAY')!;
    expect(findRouteTitle([terms?.route.handle], fairway)).toBe('Terms of Use');
  });

  it('names the tab after the page and announces the next page after a navigation', async () => {
    const { router } = renderRoutes(routes, '/auth/login');
    await waitFor(() => expect(document.title).toBe('Log in | Lintel'));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
    await router.navigate('/account/heloc/register-v2');
    await waitFor(() => expect(document.title).toBe('Property address | Lintel'));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Property address | Lintel');
  });
});
