import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSsn, resolveSsnKey, sealSsn, SSN_KEY_FILE } from '../../src/modules/credit/ssn-cipher.ts';

const APP = '3f2c1a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70';
const OTHER_APP = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const HEX_KEY = 'a'.repeat(64);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssn-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('ssn cipher', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const key = resolveSsnKey({ envKey: HEX_KEY, dataDir: tempDir() });
    const first = sealSsn({ key, ssn: '123456789', applicationUuid: APP });
    const second = sealSsn({ key, ssn: '123456789', applicationUuid: APP });
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456789');
    expect(openSsn({ key, sealed: first, applicationUuid: APP })).toBe('123456789');
  });

  it('does not open under another application, another key or altered bytes', () => {
    const key = resolveSsnKey({ envKey: HEX_KEY, dataDir: tempDir() });
    const sealed = sealSsn({ key, ssn: '123456789', applicationUuid: APP });
    expect(() => openSsn({ key, sealed, applicationUuid: OTHER_APP })).toThrow();
    expect(() => openSsn({ key: Buffer.alloc(32, 1), sealed, applicationUuid: APP })).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => openSsn({ key, sealed: altered, applicationUuid: APP })).toThrow();
  });

  it('generates a key once, keeps it in DATA_DIR readable only by the owner, and reuses it', () => {
    const dataDir = tempDir();
    const key = resolveSsnKey({ envKey: undefined, dataDir });
    const file = path.join(dataDir, SSN_KEY_FILE);
    expect(readFileSync(file, 'utf8')).toBe(key.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSsnKey({ envKey: undefined, dataDir }).equals(key)).toBe(true);
  });

  it('takes SSN_ENCRYPTION_KEY as hex or base64 and refuses a key of the wrong size', () => {
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(resolveSsnKey({ envKey: base64, dataDir: tempDir() }).equals(Buffer.alloc(32, 7))).toBe(true);
    expect(() => resolveSsnKey({ envKey: 'too-short', dataDir: tempDir() })).toThrow(/32 bytes/);
  });
});
