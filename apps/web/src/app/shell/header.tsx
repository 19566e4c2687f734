import { Link } from 'react-router';
import { getBrand } from '@lintel/brands';
import { LogoutButton } from '@/features/auth/index.ts';
import { getOrgCode } from '@/lib/org.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { buttonClassName } from '@/ui/button.tsx';

/** Spec 02 section 6: anonymous visitors see Login only; signed-in applicants Dashboard and Logout. */
export const Header = () => {
  const authenticated = useIsAuthenticated();
  const brandName = getBrand(getOrgCode())?.companyNameShort ?? 'Lintel';
  return (
    <header className="shell__header">
      <Link className="shell__brand" to={authenticated ? '/dashboard' : '/auth/login'}>
        {brandName}
      </Link>
      <nav aria-label="Account" className="shell__nav">
        {authenticated ? (
          <>
            <Link className={buttonClassName('link')} to="/dashboard">
              Dashboard
            </Link>
            <LogoutButton />
          </>
        ) : (
          <Link className={buttonClassName('secondary')} to="/auth/login">
            Login
          </Link>
        )}
      </nav>
    </header>
  );
};
