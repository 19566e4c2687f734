import { describe, expect, it } from 'vitest';
import { createPglite } from '../src/platform/database.ts';
import { withEmbeddedSharedBuffers } from '../src/platform/pglite-wasm.ts';

describe('embedded database start-up settings (decision 061)', () => {
  it('runs the installed PGlite with 16MB of shared buffers instead of the 128MB built in', async () => {
    // Fails when a PGlite upgrade no longer carries the setting this rewrites: its start then zeroes 128MB again.
    const pglite = await createPglite();
    try {
      const { rows } = await pglite.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await pglite.close();
    }
    // A new cluster is created in memory (initdb): seconds on a quiet machine, far more on a loaded one.
  }, 120_000);

  it('rewrites the setting in place and leaves every other byte as it was', () => {
    const built = Buffer.from('\0temp_buffers=8MB\0shared_buffers=128MB\0wal_buffers=4MB\0');
    const rewritten = withEmbeddedSharedBuffers(Buffer.from(built));
    expect(rewritten.length).toBe(built.length);
    expect(rewritten.toString('latin1').split('\0')).toEqual([
      '',
      'temp_buffers=8MB',
      'shared_buffers=16MB',
      '',
      'wal_buffers=4MB',
      '',
    ]);
  });

  it('leaves a binary alone when the setting is missing or not unique', () => {
    const missing = Buffer.from('\0shared_buffers=64MB\0');
    expect(withEmbeddedSharedBuffers(Buffer.from(missing))).toEqual(missing);
    const twice = Buffer.from('\0shared_buffers=128MB\0shared_buffers=128MB\0');
    expect(withEmbeddedSharedBuffers(Buffer.from(twice))).toEqual(twice);
  });
});
