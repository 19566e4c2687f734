import { loadZipStateTable, zipStateTable } from '#zip-state-table';
import type { TZipStateTable } from './zip-state-table.ts';

/** A ZIP code was checked in the browser before loadZipStates() had finished: a caller forgot to wait for it. */
export class ZipStatesNotLoadedError extends Error {
  override name = 'ZipStatesNotLoadedError';
  constructor() {
    super('The ZIP code table is not loaded yet: await loadZipStates() before checking a ZIP code');
  }
}

/**
 * Makes sure the ZIP → state table is there. At once on the server; in the browser it loads the table's chunk
 * the first time (decision 062), so anything that checks a ZIP code there (an address form's resolver) awaits
 * this first.
 */
export const loadZipStates = (): Promise<void> => loadZipStateTable();

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 to bytes without host globals (the domain compiles without DOM or Node types). */
const decodeBase64 = (text: string): Uint8Array => {
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    buffer = (buffer << 6) | BASE64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
};

let existing: Uint8Array | null = null;

/** The existence bitmap, decoded on first use. */
const existsBits = (table: TZipStateTable): Uint8Array => {
  existing ??= decodeBase64(table.ZIP_EXISTS_BITS);
  return existing;
};

/**
 * The state (two letters) a 5-digit US ZIP code belongs to, or null when no such ZIP code exists
 * (data from the `zipcodes` package, see scripts/generate-zip-states.mjs). In the browser, only after
 * loadZipStates() has resolved (ZipStatesNotLoadedError before).
 */
export const findZipState = (zip: string): string | null => {
  if (!/^\d{5}$/.test(zip)) return null;
  const table = zipStateTable();
  if (!table) throw new ZipStatesNotLoadedError();
  const n = Number(zip);
  if (((existsBits(table)[n >> 3] ?? 0) & (1 << (n & 7))) === 0) return null;
  const prefix = Number(zip.slice(0, 3));
  return table.ZIP_STATE_EXCEPTIONS[zip] ?? table.ZIP_PREFIX_STATES.slice(prefix * 2, prefix * 2 + 2);
};
