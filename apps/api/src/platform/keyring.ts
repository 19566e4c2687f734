import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The keys that seal personal data at rest (SSNs, dates of birth), by id (decision 023). New values are
 * sealed with the current key and carry its id; older ids stay listed so what they sealed still opens,
 * which is how keys rotate. Keys come from configuration (ENCRYPTION_KEYS, ENCRYPTION_KEYS_FILE), never
 * from the data folder, so a copy of the database alone reveals nothing.
 */
export type TKeyring = { currentKeyId: string; keys: ReadonlyMap<string, Buffer> };

/** Values sealed before key ids existed ("v1.") open with the key of this id. */
export const LEGACY_KEY_ID = 'legacy';
/** Where the first versions kept the SSN key: read (never written) so existing numbers stay readable. */
export const LEGACY_DATA_DIR_KEY_FILE = 'ssn-encryption-key';

const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export class KeyringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyringError';
  }
}

/** 32 bytes written as 64 hex digits or in base64. */
export const parseKey = (text: string, name: string): Buffer => {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new KeyringError(`${name}: each key must be 32 bytes, written as 64 hex digits or in base64`);
  return key;
};

/** `id:key` entries separated by commas or new lines; `#` starts a comment line in a file. */
export const parseKeyList = (text: string, name: string): Array<[string, Buffer]> =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((entry) => {
      const colon = entry.indexOf(':');
      const id = colon === -1 ? '' : entry.slice(0, colon).trim();
      if (!KEY_ID.test(id)) throw new KeyringError(`${name}: each entry is id:key, the id 1 to 32 letters, digits, - or _`);
      return [id, parseKey(entry.slice(colon + 1), name)];
    });

/**
 * Outside production, a missing key file is generated once (mode 0600). Linking a finished temporary file
 * into place is atomic: processes starting together all end up with the same key.
 */
const generateKeyFile = (file: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `# Generated for development; set ENCRYPTION_KEYS or ENCRYPTION_KEYS_FILE in production.\nlocal:${randomBytes(KEY_BYTES).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
};

export type TKeyringConfig = {
  encryptionKeys: string | undefined;
  encryptionKeysFile: string | undefined;
  encryptionKeyId: string | undefined;
  /** Development and test only: the generated key file used when nothing is configured. */
  developmentKeysFile: string;
  /** The first versions' SSN_ENCRYPTION_KEY: opens "v1." values as the legacy key. */
  ssnEncryptionKey: string | undefined;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
};

export const loadKeyring = (config: TKeyringConfig, warn: (message: string) => void = () => undefined): TKeyring => {
  const entries: Array<[string, Buffer]> = [];
  if (config.encryptionKeysFile) {
    if (!existsSync(config.encryptionKeysFile)) throw new KeyringError(`ENCRYPTION_KEYS_FILE: no file at ${config.encryptionKeysFile}`);
    entries.push(...parseKeyList(readFileSync(config.encryptionKeysFile, 'utf8'), 'ENCRYPTION_KEYS_FILE'));
  }
  if (config.encryptionKeys) entries.push(...parseKeyList(config.encryptionKeys, 'ENCRYPTION_KEYS'));
  if (entries.length === 0) {
    if (config.nodeEnv === 'production') throw new KeyringError('ENCRYPTION_KEYS or ENCRYPTION_KEYS_FILE must be set in production');
    if (!existsSync(config.developmentKeysFile)) generateKeyFile(config.developmentKeysFile);
    entries.push(...parseKeyList(readFileSync(config.developmentKeysFile, 'utf8'), config.developmentKeysFile));
  }
  const keys = new Map(entries);
  if (!keys.has(LEGACY_KEY_ID)) {
    if (config.ssnEncryptionKey) keys.set(LEGACY_KEY_ID, parseKey(config.ssnEncryptionKey, 'SSN_ENCRYPTION_KEY'));
    else {
      const beside = path.join(config.dataDir, LEGACY_DATA_DIR_KEY_FILE);
      if (existsSync(beside)) {
        keys.set(LEGACY_KEY_ID, parseKey(readFileSync(beside, 'utf8'), beside));
        warn(`${beside} holds a key beside the data: add it to the keyring as "${LEGACY_KEY_ID}:<its contents>" and delete the file (docs/security.md)`);
      }
    }
  }
  // The last key listed seals new values unless ENCRYPTION_KEY_ID names another: appending a key rotates.
  const currentKeyId = config.encryptionKeyId ?? entries[entries.length - 1]![0];
  if (!keys.has(currentKeyId)) throw new KeyringError(`ENCRYPTION_KEY_ID: no key with id "${currentKeyId}" is listed`);
  return { currentKeyId, keys };
};

// One keyring per configuration (one per app): loading it may read or write files, so it is done once;
// jobs and routes alike reach it through the config they already hold.
const keyringsByConfig = new WeakMap<object, TKeyring>();

/** The app's keyring; the first call (at start, in app.ts) passes `warn` and fails a bad configuration early. */
export const keyringFor = (config: TKeyringConfig, warn?: (message: string) => void): TKeyring => {
  let keyring = keyringsByConfig.get(config);
  if (!keyring) {
    keyring = loadKeyring(config, warn);
    keyringsByConfig.set(config, keyring);
  }
  return keyring;
};
