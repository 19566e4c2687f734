import { SIGNER_LOGIN_PATH } from '@/lib/navigation.ts';

export const HELOC_BASE = '/account/heloc';

// Spec 01 section 2 "Other": paths open without login. Everything else needs a stored token.
const PUBLIC_EXACT = new Set([
  '/auth/login',
  // Forgot password (decision 019): reached without a session, by definition.
  '/auth/forgot-password',
  '/auth/reset-password',
  '/terms',
  '/communications',
  '/privacy',
  '/licenses',
  '/contact',
  `${HELOC_BASE}/register`,
  `${HELOC_BASE}/register/account-setup`,
  `${HELOC_BASE}/register/support`,
  `${HELOC_BASE}/terms`,
  `${HELOC_BASE}/communications`,
  `${HELOC_BASE}/privacy`,
  `${HELOC_BASE}/licenses`,
  `${HELOC_BASE}/coming-soon`,
  `${HELOC_BASE}/not-accepting-apps`,
  // Only redirects to the signer login.
  `${HELOC_BASE}/heloc-signer`,
]);
const PUBLIC_TREES = [`${HELOC_BASE}/register-v2`];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Whether a path is open to anonymous visitors. The signer login is public only while the external
 * authentication mode is off (then the identity provider's own page takes its place).
 */
export const isPublicPath = (pathname: string, options: { externalAuth?: boolean } = {}): boolean => {
  const path = normalise(pathname);
  if (PUBLIC_EXACT.has(path)) return true;
  if (PUBLIC_TREES.some((tree) => path === tree || path.startsWith(`${tree}/`))) return true;
  return !options.externalAuth && path === SIGNER_LOGIN_PATH;
};
