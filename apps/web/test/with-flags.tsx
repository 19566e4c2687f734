import { Outlet, type RouteObject } from 'react-router';
import { FlagsProvider } from '@/features/flags/index.ts';

/** Puts routes under the flag decisions, as the app shell does, so a page reads its flags through useFlag. */
export const withFlags = (routes: RouteObject[]): RouteObject[] => [
  {
    element: (
      <FlagsProvider>
        <Outlet />
      </FlagsProvider>
    ),
    children: routes,
  },
];
