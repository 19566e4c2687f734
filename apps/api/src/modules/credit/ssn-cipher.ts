import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Leads every sealed value, so a later key or algorithm change can tell old values apart. */
const FORMAT_VERSION = 'v1';
export const SSN_KEY_FILE = 'ssn-encryption-key';

export class SsnKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SsnKeyError';
  }
}

const parseKey = (text: string): Buffer => {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new SsnKeyError('SSN_ENCRYPTION_KEY must be 32 bytes, written as 64 hex digits or in base64');
  }
  return key;
};

/**
 * SSN_ENCRYPTION_KEY when given; otherwise a key generated on first start and kept in DATA_DIR (mode 0600),
 * like the JWT secret, so numbers stored before a restart can still be read after it.
 */
export const resolveSsnKey = (options: { envKey: string | undefined; dataDir: string }): Buffer => {
  if (options.envKey) return parseKey(options.envKey);
  const file = path.join(options.dataDir, SSN_KEY_FILE);
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8'));
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return parseKey(readFileSync(file, 'utf8'));
    throw error;
  }
  return key;
};

/**
 * Seals nine digits with AES-256-GCM. The application's uuid is the associated data: a sealed value copied
 * onto another application does not open.
 */
export const sealSsn = (options: { key: Buffer; ssn: string; applicationUuid: string }): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', options.key, iv);
  cipher.setAAD(Buffer.from(options.applicationUuid));
  const body = Buffer.concat([cipher.update(options.ssn, 'utf8'), cipher.final()]);
  return `${FORMAT_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
};

/** Opens a sealed value; throws when the key, the application or the bytes do not match. */
export const openSsn = (options: { key: Buffer; sealed: string; applicationUuid: string }): string => {
  const [version, payload] = options.sealed.split('.');
  if (version !== FORMAT_VERSION || !payload) throw new SsnKeyError('Unknown sealed SSN format');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', options.key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(options.applicationUuid));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
};
