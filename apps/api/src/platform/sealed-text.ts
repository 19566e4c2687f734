import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KeyringError, LEGACY_KEY_ID, type TKeyring } from './keyring.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a short text with AES-256-GCM under the keyring's current key: `v2.<keyId>.<iv|tag|body>`.
 * `context` is the associated data (the row the value belongs to): a sealed value copied onto another
 * row does not open.
 */
export const sealText = (options: { keyring: TKeyring; plain: string; context: string }): string => {
  const { keyring } = options;
  const key = keyring.keys.get(keyring.currentKeyId);
  if (!key) throw new KeyringError(`no key with id "${keyring.currentKeyId}"`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(options.context));
  const body = Buffer.concat([cipher.update(options.plain, 'utf8'), cipher.final()]);
  return `v2.${keyring.currentKeyId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
};

export const isSealed = (value: string): boolean => /^v[12]\./.test(value);

/** Opens a sealed value with the key it names ("v1." values: the legacy key); throws when anything differs. */
export const openText = (options: { keyring: TKeyring; sealed: string; context: string }): string => {
  const parts = options.sealed.split('.');
  const [keyId, payload] = parts[0] === 'v2' && parts.length === 3 ? [parts[1]!, parts[2]!] : parts[0] === 'v1' && parts.length === 2 ? [LEGACY_KEY_ID, parts[1]!] : [];
  if (!keyId || !payload) throw new KeyringError('unknown sealed format');
  const key = options.keyring.keys.get(keyId);
  if (!key) throw new KeyringError(`the key "${keyId}" that sealed this value is not in the keyring`);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(options.context));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
};
