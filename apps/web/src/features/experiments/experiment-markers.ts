import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

/** The local markers of assigned experiments: "{applicationUuid}:{name}" -> variation. */
const read = (): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.experiments) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

const write = (markers: Record<string, string>) => {
  try {
    window.localStorage.setItem(STORAGE_KEYS.experiments, JSON.stringify(markers));
  } catch {
    // Storage full or blocked: the assignment is simply tried again next time.
  }
};

const keyOf = (applicationUuid: string, name: string) => `${applicationUuid}:${name}`;

export const readExperimentMarker = (applicationUuid: string, name: string): string | undefined => read()[keyOf(applicationUuid, name)];

export const writeExperimentMarker = (applicationUuid: string, name: string, variation: string) =>
  write({ ...read(), [keyOf(applicationUuid, name)]: variation });

export const removeExperimentMarker = (applicationUuid: string, name: string) => {
  const markers = read();
  delete markers[keyOf(applicationUuid, name)];
  write(markers);
};
