import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_MODE } from '@/lib/auth-mode.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { isSignerPath, LOGIN_PATH, loginPathFor } from '@/lib/navigation.ts';
import { lastSessionEnd } from '@/lib/session.ts';
import { isPublicPath } from './public-paths.ts';

// The guard renders nothing and reads the profile: loaded on the main path only (decision 088).
const MainPathCoDeederGuard = lazy(() => import('./main-path-co-deeder-guard.tsx'));

/** Sends anonymous visitors of non-public paths to the login page (the signer login for signer paths). */
export const AuthGate = () => {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  // The signer login is public only while the external authentication mode is off (spec 01 section 2).
  const isPublic = isPublicPath(location.pathname, { externalAuth: AUTH_MODE === 'external' });
  if (!authenticated && !isPublic) {
    const target = lastSessionEnd() === 'logout' ? LOGIN_PATH : loginPathFor(`${location.pathname}${location.search}`);
    return <Navigate replace to={target} />;
  }
  // One shape either way, so that moving between a public page and the main path never remounts the page.
  return (
    <>
      {authenticated && !isPublic && !isSignerPath(location.pathname) ? (
        <Suspense fallback={null}>
          <MainPathCoDeederGuard />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
};
