import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_MODE } from '@/lib/auth-mode.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { LOGIN_PATH, loginPathFor } from '@/lib/navigation.ts';
import { lastSessionEnd } from '@/lib/session.ts';
import { isPublicPath } from './public-paths.ts';

/** Sends anonymous visitors of non-public paths to the login page (the signer login for signer paths). */
export const AuthGate = () => {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  // The signer login is public only while the external authentication mode is off (spec 01 section 2).
  if (authenticated || isPublicPath(location.pathname, { externalAuth: AUTH_MODE === 'external' })) return <Outlet />;
  const target = lastSessionEnd() === 'logout' ? LOGIN_PATH : loginPathFor(`${location.pathname}${location.search}`);
  return <Navigate replace to={target} />;
};
