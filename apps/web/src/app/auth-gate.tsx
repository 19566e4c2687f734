import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { loginPathFor } from '@/lib/navigation.ts';
import { isPublicPath } from './public-paths.ts';

/** Sends anonymous visitors of non-public paths to the login page (the signer login for signer paths). */
export const AuthGate = () => {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (authenticated || isPublicPath(location.pathname)) return <Outlet />;
  return <Navigate replace to={loginPathFor(`${location.pathname}${location.search}`)} />;
};
