import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce.ts';

export type THtmlBody = { body: Buffer; encoding: 'br' | 'gzip' | null };

/**
 * A page of the built web app with this response's nonce written in. The page is small (about 1.5 kB), so it
 * is compressed per response (a fraction of a millisecond) rather than kept precompressed: its nonce changes
 * every time.
 */
export const renderHtmlPage = (template: string, nonce: string, acceptEncoding: string | undefined): THtmlBody => {
  const html = Buffer.from(template.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted))
    return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html, encoding: null };
};
