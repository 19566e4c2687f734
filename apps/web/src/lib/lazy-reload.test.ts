import { describe, expect, it, vi } from 'vitest';
import { decideAfterLoadFailure, MAX_LAZY_RELOADS, readReloadCount, withReloadOnFailure } from './lazy-reload.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

const settles = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]);

describe('lazy module reload rule', () => {
  it('reloads while fewer than 5 reloads happened, then shows the error page', () => {
    expect(MAX_LAZY_RELOADS).toBe(5);
    expect([0, 1, 2, 3, 4].map((n) => decideAfterLoadFailure(n))).toEqual(Array(5).fill('reload'));
    expect(decideAfterLoadFailure(5)).toBe('show-error');
    expect(decideAfterLoadFailure(9)).toBe('show-error');
  });

  it('counts reloads in storage across page loads and gives up after the fifth', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failure = new Error('Failed to fetch dynamically imported module');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Each attempt stands for a fresh page load: a new wrapper, the same session storage.
      const load = withReloadOnFailure(() => Promise.reject(failure), { storage, reload });
      expect(await settles(load())).toBe('pending');
      expect(reload).toHaveBeenCalledTimes(attempt);
      expect(readReloadCount(storage)).toBe(attempt);
    }
    const sixth = withReloadOnFailure(() => Promise.reject(failure), { storage, reload });
    await expect(sixth()).rejects.toBe(failure);
    expect(reload).toHaveBeenCalledTimes(5);
  });

  it('resets the count after a successful load', async () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.lazyReloadCount, '3');
    const load = withReloadOnFailure(() => Promise.resolve({ Component: 'page' }), { storage, reload: vi.fn() });
    await expect(load()).resolves.toEqual({ Component: 'page' });
    expect(readReloadCount(storage)).toBe(0);
  });

  it('treats a garbled count as zero', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.lazyReloadCount, 'abc');
    expect(readReloadCount(storage)).toBe(0);
  });
});
