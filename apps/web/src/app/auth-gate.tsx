import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_MODE } from '@/lib/auth-mode.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { isSignerPath, LOGIN_PATH, loginPathFor } from '@/lib/navigation.ts';
import { lastSessionEnd } from '@/lib/session.ts';
import { useProfile } from '@/lib/reads/profile.ts';
import { useCoDeederGuard } from '@/lib/use-co-deeder-guard.ts';
import { isPublicPath } from './public-paths.ts';

/**
 * Spec 01 section 6 on the whole main path (decision 088): every signed-in page that is neither open to anyone
 * (registration, login, the legal pages) nor the additional signer's heloc-signer area, so the dashboard, its
 * settings and every application page alike. A CO_DEEDER profile there has its session cleared and the page
 * reloaded. The application pages share this profile read (one query key).
 */
const MainPathCoDeederGuard = () => {
  const profile = useProfile();
  useCoDeederGuard(profile.data);
  return null;
};

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
      {authenticated && !isPublic && !isSignerPath(location.pathname) ? <MainPathCoDeederGuard /> : null}
      <Outlet />
    </>
  );
};
