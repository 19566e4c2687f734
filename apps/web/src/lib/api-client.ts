import { ApiError } from './api-error.ts';
import { joinErrorMessages } from './error-message.ts';
import { currentPath, loginPathFor, navigateTo } from './navigation.ts';
import { getOrgCode } from './org.ts';
import { clearSession, readToken, storeToken } from './session.ts';

type TScalar = string | number | boolean;
export type TQueryParams = Record<string, TScalar | readonly TScalar[] | null | undefined>;

export interface TApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: TQueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** 'external' calls (spec 03 section 7) send no Authorization header. */
  context?: 'secure' | 'external';
  /**
   * Whether a 401 (or a 403 "unauthenticated"/"invalid signature") ends the session and opens the
   * login page. Login and registration turn it off: their 401 means wrong credentials or an existing account.
   */
  redirectOnUnauthenticated?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
  /**
   * Where the bearer token is read from and a rotated one written to; the applicant's session by default.
   * The agents' console keeps its own, so an agent's token never replaces an applicant's in the same browser.
   */
  tokenStore?: TTokenStore;
  /**
   * 'manual' for a call whose answer is a redirect the page must not follow into an HTML page (logout,
   * spec 03 section 7): the redirect, or the browser's opaque form of it, then counts as success (undefined).
   */
  redirect?: 'follow' | 'manual';
}

export type TTokenStore = { read: () => string | null; store: (token: string) => void };
const applicantTokens: TTokenStore = { read: readToken, store: storeToken };

/** Query string with arrays as repeated keys (spec 03 section 7); null and undefined are left out. */
export const toQueryString = (query: TQueryParams | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const values: readonly TScalar[] = Array.isArray(value) ? value : [value as TScalar];
    for (const item of values) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const BEARER = /^Bearer\s+(\S+)$/i;
const SESSION_ENDING_403 = new Set(['unauthenticated', 'invalid signature']);

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('content-type') ?? '');
const isPdf = (response: Response) => /application\/pdf/i.test(response.headers.get('content-type') ?? '');

const errorMessagesOf = (body: unknown): string[] | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors)) return errors.filter((e): e is string => typeof e === 'string');
  return typeof message === 'string' ? [message] : undefined;
};

const readErrorBody = async (response: Response): Promise<{ body: unknown; message: string }> => {
  if (!isJson(response)) {
    const body = await response.text().catch(() => undefined);
    return { body, message: `HTTP error! status: ${response.status}` };
  }
  try {
    const body: unknown = await response.json();
    return { body, message: joinErrorMessages(errorMessagesOf(body)) };
  } catch {
    return { body: undefined, message: `HTTP error! status: ${response.status}` };
  }
};

const endsSession = (status: number, message: string) =>
  status === 401 || (status === 403 && SESSION_ENDING_403.has(message.trim().toLowerCase()));

/** A redirect answer: a 3xx, or what a browser hands back for one under redirect: 'manual' (type opaqueredirect, status 0). */
const isRedirect = (response: Response) => response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  if (isPdf(response)) return response.blob();
  if (isJson(response)) return response.json();
  const text = await response.text();
  return text === '' ? undefined : text;
};

/**
 * One call to the server (spec 03 section 7): same origin, credentials included, JSON, the x-org header
 * and the stored bearer token. A bearer token in the answer replaces the stored one. Answers JSON, text,
 * a PDF Blob, or undefined for 204. Failures throw ApiError.
 */
export const apiRequest = async <T = unknown>(path: string, options: TApiRequestOptions = {}): Promise<T> => {
  const { method = 'GET', query, body, context = 'secure', redirectOnUnauthenticated = true } = options;
  const headers = new Headers({ Accept: 'application/json, application/pdf, text/plain', 'x-org': getOrgCode() });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const tokens = options.tokenStore ?? applicantTokens;
  const token = context === 'secure' ? tokens.read() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const url = new URL(`${path}${toQueryString(query)}`, window.location.origin);
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
    keepalive: options.keepalive,
    ...(options.redirect ? { redirect: options.redirect } : {}),
  });
  if (options.redirect === 'manual' && isRedirect(response)) return undefined as T;

  const rotated = BEARER.exec(response.headers.get('Authorization') ?? '')?.[1];
  if (rotated) tokens.store(rotated);

  if (!response.ok) {
    const { body: errorBody, message } = await readErrorBody(response);
    const error = new ApiError({ status: response.status, message, body: errorBody });
    if (redirectOnUnauthenticated && endsSession(response.status, message)) {
      clearSession();
      void navigateTo(loginPathFor(currentPath()), { replace: true });
    }
    throw error;
  }
  return (await readBody(response)) as T;
};

type TMethodOptions = Omit<TApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: TMethodOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: TMethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: TMethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: TMethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: TMethodOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
