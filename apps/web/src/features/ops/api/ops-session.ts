import { useSyncExternalStore } from 'react';
import { logOutCall, urlOf } from '@lintel/contract';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { rolesFromToken } from '@/lib/token-identity.ts';
import { apiRequest, type TTokenStore } from '@/lib/api-client.ts';

// The agent's session is its own token, kept apart from the applicant's "jwt": an agent who is also an
// applicant in the same browser keeps both, and a rotated agent token never lands in the applicant's slot.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const readOpsToken = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.opsJwt);
  } catch {
    return null;
  }
};

export const storeOpsToken = (token: string): void => {
  window.localStorage.setItem(STORAGE_KEYS.opsJwt, token);
  notify();
};

export const clearOpsSession = (): void => {
  window.localStorage.removeItem(STORAGE_KEYS.opsJwt);
  notify();
};

export const opsTokenStore: TTokenStore = { read: readOpsToken, store: storeOpsToken };

export const AGENT_LOGOUT_PATH = urlOf(logOutCall, { context: 'agent' });

/**
 * Logs the agent out: the session ends here at once (before the promise settles, so the caller can open
 * the login page straight away), and the server is told with the token just held. Its answer is a redirect
 * to the console's login page (spec 03 section 7), not followed; a 2xx or a redirect, opaque or not, is
 * success. A failed call rejects, but this browser holds no session either way; the applicant's session is
 * never touched.
 */
export const logOutAgent = async (): Promise<void> => {
  const token = readOpsToken();
  clearOpsSession();
  if (!token) return;
  await apiRequest(AGENT_LOGOUT_PATH, {
    method: 'POST',
    // The ended session's token: read from here, and a rotated one in the answer is not kept anywhere.
    tokenStore: { read: () => token, store: () => undefined },
    redirectOnUnauthenticated: false,
    redirect: 'manual',
  });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.opsJwt) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The agent's token (null when logged out), re-rendering on login, logout and a 401. */
export const useOpsToken = () => useSyncExternalStore(subscribe, readOpsToken, () => null);

/** Whether the agent holds the admin role (display only: the server checks every call). */
export const useIsOpsAdmin = () => rolesFromToken(useOpsToken()).includes('ADMIN');
