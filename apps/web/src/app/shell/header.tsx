import { Link, useLocation } from 'react-router';
import { BrandLogo, useBrand } from '@/brand/index.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { buttonClassName } from '@/ui/button.tsx';
import { loadOnUse } from '@/lib/lazy-component.tsx';
import { signerPath } from '@/lib/navigation.ts';
import { isAdditionalSignerToken } from '@/lib/token-identity.ts';

// Decision 039: what only a signed-in applicant sees (notifications, logout, leave-survey) is a lazy module.
const { Component: AccountNav } = loadOnUse(async () => (await import('./account-nav.tsx')).AccountNav);

/**
 * Spec 02 section 6: anonymous visitors see Login only; signed-in applicants Dashboard and Logout. The
 * settings link is hidden in the shell.
 */
export const Header = () => {
  const authenticated = useIsAuthenticated();
  const brand = useBrand();
  // The login page does not offer a way to itself.
  const onLoginPage = useLocation().pathname === '/auth/login';
  return (
    <header className="shell__header">
      <Link className="shell__brand" to={authenticated ? (isAdditionalSignerToken() ? signerPath('resume') : '/dashboard') : '/account/heloc/register'} aria-label={`${brand.companyName} home`}>
        <BrandLogo className="shell__logo" />
      </Link>
      <nav aria-label="Account" className="shell__nav">
        {authenticated ? (
          <AccountNav />
        ) : onLoginPage ? null : (
          <Link className={buttonClassName('secondary')} to="/auth/login">
            Login
          </Link>
        )}
      </nav>
    </header>
  );
};
