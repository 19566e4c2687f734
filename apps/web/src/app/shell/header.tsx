import { Link } from 'react-router';
import { BrandLogo, useBrand } from '@/brand/index.ts';
import { LogoutButton } from '@/features/auth/index.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { buttonClassName } from '@/ui/button.tsx';

/**
 * Spec 02 section 6: anonymous visitors see Login only; signed-in applicants Dashboard and Logout. The
 * settings link is hidden in the shell.
 */
export const Header = () => {
  const authenticated = useIsAuthenticated();
  const brand = useBrand();
  return (
    <header className="shell__header">
      <Link className="shell__brand" to={authenticated ? '/dashboard' : '/account/heloc/register'} aria-label={`${brand.companyName} home`}>
        <BrandLogo className="shell__logo" />
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
