import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useBrand } from '@/brand/index.ts';
import { Button } from '@/ui/button.tsx';
import { OPS_LOGIN_PATH } from '../api/ops-request.ts';
import { logOutAgent, useIsOpsAdmin, useOpsToken } from '../api/ops-session.ts';
import { OPS_NOTARY_ROOM_PATH } from '../notary-room.ts';
import '../ops.css';

const NAV = [
  { to: '/ops/applications', label: 'Applications' },
  { to: '/ops/chats', label: 'Chat inbox' },
  { to: '/ops/flags', label: 'Feature flags' },
  { to: '/ops/banners', label: 'Banners' },
] as const;

/**
 * The agents' console frame (decision 034): skip link, header with the console's navigation and log out,
 * and the page. Anyone without an agent session is sent to the console's login page with a return address.
 */
export const OpsLayout = () => {
  const token = useOpsToken();
  const isAdmin = useIsOpsAdmin();
  const location = useLocation();
  const navigate = useNavigate();
  const brand = useBrand();
  const onLogin = location.pathname === OPS_LOGIN_PATH;
  if (!token && !onLogin) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${OPS_LOGIN_PATH}?redirectUrl=${encodeURIComponent(back)}`} />;
  }
  const logOut = () => {
    // The session ends here at once; the server's answer (a redirect) is not awaited, nor its failure shown.
    logOutAgent().catch(() => undefined);
    void navigate(OPS_LOGIN_PATH, { replace: true });
  };
  return (
    <div className="ops">
      <a className="ops__skip-link" href="#ops-main">
        Skip to main content
      </a>
      <header className="ops__header">
        <p className="ops__product">
          <span>{brand.companyNameShort}</span> operations
        </p>
        {token ? (
          <>
            <nav className="ops__nav" aria-label="Console">
              <ul>
                {NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>{item.label}</NavLink>
                  </li>
                ))}
                {isAdmin ? (
                  <li>
                    <NavLink to="/ops/clock">Sandbox clock</NavLink>
                  </li>
                ) : null}
                {OPS_NOTARY_ROOM_PATH ? (
                  <li>
                    <NavLink to={OPS_NOTARY_ROOM_PATH}>Notary room</NavLink>
                  </li>
                ) : null}
              </ul>
            </nav>
            <Button variant="secondary" className="ops__logout" onClick={logOut}>
              Log out
            </Button>
          </>
        ) : null}
      </header>
      <main id="ops-main" className="ops__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
};
