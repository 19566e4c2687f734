// A small UTF-8 base64url codec: the domain package has no DOM or Node globals (btoa, Buffer,
// TextEncoder) in its type library, and the prefill parameter must decode the same in browser and server.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const toUtf8Bytes = (text: string): number[] => {
  const bytes: number[] = [];
  const escaped = encodeURIComponent(text);
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(escaped.charCodeAt(i));
  }
  return bytes;
};

const fromUtf8Bytes = (bytes: number[]): string =>
  decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

export const encodeBase64Url = (text: string): string => {
  const bytes = toUtf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const chunk = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) out += ALPHABET[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
};

/** Decodes base64url text; throws on characters outside the alphabet or bytes that are not UTF-8. */
export const decodeBase64Url = (encoded: string): string => {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of encoded) {
    const value = ALPHABET.indexOf(char);
    if (value === -1) throw new Error('not base64url');
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return fromUtf8Bytes(bytes);
};
