import { STORAGE_KEYS } from './storage-keys.ts';

// The session is the stored bearer token: "authenticated" means one exists (spec 02 section 6).
// Listeners let the shell and the route guard re-render when login, logout or a 401 changes it.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const readToken = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.jwt);
  } catch {
    return null;
  }
};

export type TSessionEnd = 'logout' | 'expired';
let lastEnd: TSessionEnd | null = null;

export const storeToken = (token: string): void => {
  window.localStorage.setItem(STORAGE_KEYS.jwt, token);
  lastEnd = null;
  notify();
};

/**
 * Ends the session. The reason matters to the route guard: the router commits navigations in a
 * transition, so the page being left still renders once without a token; after a logout the guard must
 * then go to plain /auth/login rather than keep the page being left as redirectUrl.
 */
export const clearSession = (reason: TSessionEnd = 'expired'): void => {
  window.localStorage.removeItem(STORAGE_KEYS.jwt);
  window.localStorage.removeItem(STORAGE_KEYS.signerApplicationUuid);
  lastEnd = reason;
  notify();
};

export const lastSessionEnd = (): TSessionEnd | null => lastEnd;

export const isAuthenticated = (): boolean => readToken() !== null;

export const subscribeToSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.jwt) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
