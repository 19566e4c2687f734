import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { rolesFromToken } from '@/lib/token-identity.ts';
import type { TTokenStore } from '@/lib/api-client.ts';

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
