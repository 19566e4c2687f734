import { describe, expect, it } from 'vitest';
import * as data from './zip-states.data.ts';
import * as lazy from './zip-state-table.lazy.ts';

// The browser's copy of the table (package.json "imports", condition "browser"): absent until loaded.
describe('the ZIP table as the browser loads it', () => {
  it('is there only once loadZipStateTable has resolved, and is the generated data', async () => {
    expect(lazy.zipStateTable()).toBeUndefined();
    const loading = lazy.loadZipStateTable();
    expect(lazy.loadZipStateTable()).toBe(loading);
    await loading;
    expect(lazy.zipStateTable()?.ZIP_PREFIX_STATES).toBe(data.ZIP_PREFIX_STATES);
    expect(lazy.zipStateTable()?.ZIP_EXISTS_BITS).toBe(data.ZIP_EXISTS_BITS);
  });
});
