import { STORAGE_KEYS } from '../storage-keys.ts';

const safeStorage = (pick: () => Storage): Storage | null => {
  try {
    return pick();
  } catch {
    return null;
  }
};

/**
 * A random version-4 uuid. crypto.randomUUID exists only on secure pages (https, localhost); a plain-http
 * host (a preview or a test host) still has getRandomValues.
 */
export const randomUuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The browser's telemetry tracker uuid, made on first use and kept in localStorage. */
export const getTrackerUuid = (): string => {
  const storage = safeStorage(() => window.localStorage);
  const stored = storage?.getItem(STORAGE_KEYS.trackerUuid);
  if (stored) return stored;
  const created = randomUuid();
  storage?.setItem(STORAGE_KEYS.trackerUuid, created);
  return created;
};

export const readSessionKey = (): string | null => safeStorage(() => window.sessionStorage)?.getItem(STORAGE_KEYS.telemetrySessionKey) ?? null;
export const storeSessionKey = (key: string): void => safeStorage(() => window.sessionStorage)?.setItem(STORAGE_KEYS.telemetrySessionKey, key);
