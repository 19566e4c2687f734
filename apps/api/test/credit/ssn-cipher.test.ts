import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCipheriv, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openSsn, sealSsn } from '../../src/modules/credit/ssn-cipher.ts';
import { LEGACY_DATA_DIR_KEY_FILE, loadKeyring, type TKeyringConfig } from '../../src/platform/keyring.ts';

// Decision 023: keys from configuration, by id, never beside the data; values sealed before still open.
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

const configWith = (overrides: Partial<TKeyringConfig>): TKeyringConfig => {
  const dir = tempDir();
  return {
    encryptionKeys: undefined,
    encryptionKeysFile: undefined,
    encryptionKeyId: undefined,
    developmentKeysFile: path.join(dir, 'keys', 'encryption-keys'),
    ssnEncryptionKey: undefined,
    dataDir: path.join(dir, 'data'),
    nodeEnv: 'test',
    ...overrides,
  };
};

/** A value as the first versions sealed it: "v1." and the single key of DATA_DIR. */
const sealLikeVersionOne = (key: Buffer, ssn: string, applicationUuid: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(applicationUuid));
  const body = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
};

describe('ssn sealing', () => {
  it('opens what it sealed, with a fresh nonce each time, and names the key that sealed it', () => {
    const keyring = loadKeyring(configWith({ encryptionKeys: `k1:${HEX_KEY}` }));
    const first = sealSsn({ keyring, ssn: '123456789', applicationUuid: APP });
    const second = sealSsn({ keyring, ssn: '123456789', applicationUuid: APP });
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456789');
    expect(first.startsWith('v2.k1.')).toBe(true);
    expect(openSsn({ keyring, sealed: first, applicationUuid: APP })).toBe('123456789');
  });

  it('does not open under another application, another key or altered bytes', () => {
    const keyring = loadKeyring(configWith({ encryptionKeys: `k1:${HEX_KEY}` }));
    const sealed = sealSsn({ keyring, ssn: '123456789', applicationUuid: APP });
    expect(() => openSsn({ keyring, sealed, applicationUuid: OTHER_APP })).toThrow();
    const otherKeyring = loadKeyring(configWith({ encryptionKeys: `k1:${Buffer.alloc(32, 1).toString('base64')}` }));
    expect(() => openSsn({ keyring: otherKeyring, sealed, applicationUuid: APP })).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => openSsn({ keyring, sealed: altered, applicationUuid: APP })).toThrow();
  });

  it('rotates: a new key seals new values, the old one still opens what it sealed', () => {
    const before = loadKeyring(configWith({ encryptionKeys: `k1:${HEX_KEY}` }));
    const old = sealSsn({ keyring: before, ssn: '111223333', applicationUuid: APP });
    const after = loadKeyring(configWith({ encryptionKeys: `k1:${HEX_KEY},k2:${Buffer.alloc(32, 2).toString('base64')}` }));
    expect(after.currentKeyId).toBe('k2');
    expect(sealSsn({ keyring: after, ssn: '111223333', applicationUuid: APP }).startsWith('v2.k2.')).toBe(true);
    expect(openSsn({ keyring: after, sealed: old, applicationUuid: APP })).toBe('111223333');
  });

  it('reads keys from a file, and refuses a bad entry or an unknown current id', () => {
    const file = path.join(tempDir(), 'keys');
    writeFileSync(file, `# production keys\nmain:${HEX_KEY}\n`);
    expect(loadKeyring(configWith({ encryptionKeysFile: file })).currentKeyId).toBe('main');
    expect(() => loadKeyring(configWith({ encryptionKeys: 'k1:too-short' }))).toThrow(/32 bytes/);
    expect(() => loadKeyring(configWith({ encryptionKeys: HEX_KEY }))).toThrow(/id:key/);
    expect(() => loadKeyring(configWith({ encryptionKeys: `k1:${HEX_KEY}`, encryptionKeyId: 'k9' }))).toThrow(/k9/);
  });

  it('outside production generates a key file once, outside DATA_DIR and readable only by the owner', () => {
    const config = configWith({});
    const keyring = loadKeyring(config);
    expect(keyring.currentKeyId).toBe('local');
    expect(config.developmentKeysFile.startsWith(config.dataDir)).toBe(false);
    expect(statSync(config.developmentKeysFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(config.developmentKeysFile, 'utf8')).toContain(keyring.keys.get('local')!.toString('hex'));
    expect(loadKeyring(config).keys.get('local')!.equals(keyring.keys.get('local')!)).toBe(true);
  });

  it('refuses to start in production without configured keys', () => {
    expect(() => loadKeyring(configWith({ nodeEnv: 'production' }))).toThrow(/ENCRYPTION_KEYS/);
  });

  it('keeps numbers sealed by the first versions readable: the old DATA_DIR key or SSN_ENCRYPTION_KEY opens "v1." values', () => {
    const oldKey = Buffer.alloc(32, 9);
    const v1 = sealLikeVersionOne(oldKey, '987654321', APP);
    const config = configWith({ encryptionKeys: `k1:${HEX_KEY}` });
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(path.join(config.dataDir, LEGACY_DATA_DIR_KEY_FILE), oldKey.toString('hex'));
    const warnings: string[] = [];
    const keyring = loadKeyring(config, (message) => warnings.push(message));
    expect(openSsn({ keyring, sealed: v1, applicationUuid: APP })).toBe('987654321');
    expect(warnings.join(' ')).toContain('beside the data');
    // New values never use the old key.
    expect(sealSsn({ keyring, ssn: '987654321', applicationUuid: APP }).startsWith('v2.k1.')).toBe(true);
    const fromEnvironment = loadKeyring(configWith({ encryptionKeys: `k1:${HEX_KEY}`, ssnEncryptionKey: oldKey.toString('base64') }));
    expect(openSsn({ keyring: fromEnvironment, sealed: v1, applicationUuid: APP })).toBe('987654321');
  });
});
