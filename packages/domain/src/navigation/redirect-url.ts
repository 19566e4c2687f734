/**
 * The login page's redirectUrl rule (spec 03 section 2): accepted only when it starts with a slash
 * followed by a lowercase letter. That single shape keeps the target on this origin: it refuses
 * protocol-relative ("//evil.example"), backslash ("/\evil"), absolute ("https://...") and any other form.
 */
const ALLOWED_REDIRECT = /^\/[a-z]/;

export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

export const isAllowedRedirectUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ALLOWED_REDIRECT.test(value);

/** Where to go after login: the requested path when the rule allows it, else the dashboard. */
export const resolveRedirectUrl = (value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN_PATH): string =>
  isAllowedRedirectUrl(value) ? value : fallback;
