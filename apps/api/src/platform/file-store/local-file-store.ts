import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, FileNotFoundError, type TFileStore } from './file-store.ts';

// Flushes a file or folder to disk: an answered upload must survive a power cut, not only a process crash.
const fsyncPath = async (target: string): Promise<void> => {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/**
 * Files under `root`, one per key. A put writes a temporary file in the same folder tree, flushes it and renames
 * it into place, so a reader never sees half a file and a crash leaves at most an unreferenced temporary file.
 */
export const createLocalFileStore = (options: { root: string }): TFileStore => {
  const root = path.resolve(options.root);
  const pending = path.join(root, '.pending');
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    put: async (key, body) => {
      const target = pathOf(key);
      await mkdir(pending, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(pending, randomUUID());
      try {
        await pipeline(body, createWriteStream(temporary, { mode: 0o600 }));
        await fsyncPath(temporary);
        await rename(temporary, target);
        await fsyncPath(path.dirname(target));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const target = pathOf(key);
      const stream = createReadStream(target);
      // Opening is asynchronous: wait for it so a missing file rejects here rather than mid-response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new FileNotFoundError(key) : error));
      });
      return stream as Readable;
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
