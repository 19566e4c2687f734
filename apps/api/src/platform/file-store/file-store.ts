import type { Readable } from 'node:stream';

/**
 * Where document bytes live (spec 04 section 9.1): a folder under DATA_DIR, or S3-compatible object storage.
 * Keys are the caller's (letters, digits, dashes and slashes); a store never interprets the bytes.
 */
export type TFileStore = {
  readonly kind: 'local' | 's3';
  /** Streams `body` under `key`, replacing what was there; resolves only once the bytes are durable. */
  put: (key: string, body: Readable) => Promise<void>;
  /** The bytes under `key`; rejects with FileNotFoundError when there are none. */
  get: (key: string) => Promise<Readable>;
  /** Removes `key`; nothing there is not an error. */
  delete: (key: string) => Promise<void>;
};

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Keys become file paths and object names: allow nothing that could climb out of the store. */
export const assertStorageKey = (key: string): void => {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
};
