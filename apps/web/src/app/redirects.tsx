import { Navigate, useLocation, useParams } from 'react-router';

/** Redirects to `to`, keeping the current query string and hash (e.g. /account/register?referrer=...). */
export const RedirectKeepingQuery = ({ to }: { to: string }) => {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${to}${search}${hash}`} />;
};

/** Redirects a splat route to `base` plus the same remainder, query and hash. */
export const RedirectSplat = ({ base }: { base: string }) => {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate replace to={`${base}${rest ? `/${rest}` : ''}${search}${hash}`} />;
};

/** Redirects to a path under the current application: /account/heloc/{uuid}/{to}. */
export const RedirectInApplication = ({ to }: { to: string }) => {
  const { uuid } = useParams();
  return <Navigate replace to={`/account/heloc/${uuid ?? ''}/${to}`} />;
};
