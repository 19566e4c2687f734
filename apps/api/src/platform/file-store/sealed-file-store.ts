import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TFileStore } from './file-store.ts';

/** The key new files are sealed with, and every key that may still open an older file, by id. */
export type TFileKeyring = { current: { id: string; key: Buffer }; byId: ReadonlyMap<string, Buffer> };

const MAGIC = Buffer.from('LNTF', 'ascii');
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedFileError';
  }
}

// Format: "LNTF", version, key id length, key id, 12-byte IV, ciphertext, 16-byte GCM tag. The header and the
// storage key are the associated data: a file copied under another key, or given another key id, does not open.
const headerOf = (keyId: string, iv: Buffer): Buffer => {
  const id = Buffer.from(keyId, 'ascii');
  return Buffer.concat([MAGIC, Buffer.from([VERSION, id.length]), id, iv]);
};

async function* seal(source: AsyncIterable<Buffer>, keyring: TFileKeyring, storageKey: string): AsyncGenerator<Buffer> {
  const iv = randomBytes(IV_BYTES);
  const header = headerOf(keyring.current.id, iv);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(Buffer.concat([header, Buffer.from(storageKey)]));
  yield header;
  for await (const chunk of source) yield cipher.update(chunk);
  const last = cipher.final();
  yield Buffer.concat([last, cipher.getAuthTag()]);
}

async function* unseal(source: AsyncIterable<Buffer>, keyring: TFileKeyring, storageKey: string): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  for await (const chunk of source) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (!decipher) {
      if (pending.length < MAGIC.length + 2) continue;
      if (!pending.subarray(0, MAGIC.length).equals(MAGIC) || pending[MAGIC.length] !== VERSION)
        throw new SealedFileError(`Stored file ${storageKey} is not in the sealed format`);
      const idLength = pending[MAGIC.length + 1] ?? 0;
      const headerLength = MAGIC.length + 2 + idLength + IV_BYTES;
      if (pending.length < headerLength) continue;
      const keyId = pending.subarray(MAGIC.length + 2, MAGIC.length + 2 + idLength).toString('ascii');
      const key = keyring.byId.get(keyId);
      if (!key) throw new SealedFileError(`Stored file ${storageKey} is sealed with key "${keyId}", which is not configured`);
      const header = pending.subarray(0, headerLength);
      decipher = createDecipheriv('aes-256-gcm', key, header.subarray(headerLength - IV_BYTES));
      decipher.setAAD(Buffer.concat([header, Buffer.from(storageKey)]));
      pending = pending.subarray(headerLength);
    }
    // The last TAG_BYTES may be the tag: hold them back until the stream ends.
    if (pending.length > TAG_BYTES) {
      yield decipher.update(pending.subarray(0, pending.length - TAG_BYTES));
      pending = pending.subarray(pending.length - TAG_BYTES);
    }
  }
  if (!decipher || pending.length !== TAG_BYTES) throw new SealedFileError(`Stored file ${storageKey} is cut short`);
  decipher.setAuthTag(pending);
  try {
    yield decipher.final();
  } catch {
    throw new SealedFileError(`Stored file ${storageKey} does not match its authentication tag`);
  }
}

/**
 * Server-side encryption in front of any store: AES-256-GCM, streamed both ways, with the key id in each file so
 * keys can be rotated. The key comes from configuration and never goes into the store. A reader receives the
 * bytes as they are opened and the stream fails at its end if the tag does not match (a changed file).
 */
export const createSealedFileStore = (store: TFileStore, keyring: TFileKeyring): TFileStore => ({
  kind: store.kind,
  put: (key, body) => store.put(key, Readable.from(seal(body, keyring, key))),
  get: async (key) => Readable.from(unseal(await store.get(key), keyring, key)),
  delete: (key) => store.delete(key),
});
