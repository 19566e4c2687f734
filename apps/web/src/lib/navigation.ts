import { isAllowedRedirectUrl, type TSignerScreen } from '@lintel/domain';
import { AUTH_MODE } from './auth-mode.ts';

export const LOGIN_PATH = '/auth/login';
export const SIGNER_BASE_PATH = '/account/heloc/heloc-signer';
export const SIGNER_LOGIN_PATH = `${SIGNER_BASE_PATH}/login`;

/** The path of a signer screen (spec 01 section 2, under heloc-signer). */
export const signerPath = (screen: TSignerScreen | 'resume' | 'login' | 'error' | 'complete' | 'notary'): string => `${SIGNER_BASE_PATH}/${screen}`;

type TNavigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

// Code outside React (the api client) must navigate too. The app registers the router's navigate
// at start; until then (and in a bare page) a full page load does the job.
let navigateImpl: TNavigate = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

export const setNavigator = (navigate: TNavigate): void => {
  navigateImpl = navigate;
};

/** Resolves once the router has finished navigating (immediately for a full page load). */
export const navigateTo = async (to: string, options?: { replace?: boolean }): Promise<void> => {
  await navigateImpl(to, options);
};

/** Whether a path is under heloc-signer (the signer's own paths). */
export const isSignerPath = (pathname: string): boolean => pathname === SIGNER_BASE_PATH || pathname.startsWith(`${SIGNER_BASE_PATH}/`);

/**
 * The login page for someone who must log in to see `currentPath` (path plus query): the signer login
 * for signer paths (only while the external authentication mode is off: then it is not public, and the
 * identity provider's login takes its place), else /auth/login; the current path rides along as redirectUrl
 * when the rule allows it.
 */
export const loginPathFor = (currentPath: string): string => {
  const pathname = currentPath.split(/[?#]/)[0] ?? '';
  const login = isSignerPath(pathname) && AUTH_MODE !== 'external' ? SIGNER_LOGIN_PATH : LOGIN_PATH;
  if (pathname === login || !isAllowedRedirectUrl(currentPath)) return login;
  return `${login}?${new URLSearchParams({ redirectUrl: currentPath }).toString()}`;
};

export const currentPath = (): string => `${window.location.pathname}${window.location.search}`;
