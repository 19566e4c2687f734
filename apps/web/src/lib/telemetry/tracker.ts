import { STORAGE_KEYS } from '../storage-keys.ts';

const safeStorage = (pick: () => Storage): Storage | null => {
  try {
    return pick();
  } catch {
    return null;
  }
};

/** The browser's telemetry tracker uuid, made on first use and kept in localStorage. */
export const getTrackerUuid = (): string => {
  const storage = safeStorage(() => window.localStorage);
  const stored = storage?.getItem(STORAGE_KEYS.trackerUuid);
  if (stored) return stored;
  const created = crypto.randomUUID();
  storage?.setItem(STORAGE_KEYS.trackerUuid, created);
  return created;
};

export const readSessionKey = (): string | null => safeStorage(() => window.sessionStorage)?.getItem(STORAGE_KEYS.telemetrySessionKey) ?? null;
export const storeSessionKey = (key: string): void => safeStorage(() => window.sessionStorage)?.setItem(STORAGE_KEYS.telemetrySessionKey, key);
