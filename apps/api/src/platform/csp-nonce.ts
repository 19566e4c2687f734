import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The placeholder the web build writes wherever a page needs this response's nonce (Vite's `html.cspNonce`:
 * a `<meta property="csp-nonce">` and the nonce attribute of its script and link tags). The server swaps it
 * for a fresh value on every page it sends.
 */
export const CSP_NONCE_PLACEHOLDER = '__LINTEL_CSP_NONCE__';

type TNonceHolder = ServerResponse & { lintelStyleNonce?: string };

// 16 random bytes a nonce, cut from a pool filled 256 nonces at a time (one call to the system's generator
// instead of one per response; decision 049). Each pool is used once, front to back.
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;
const freshNonce = (): string => {
  if (poolOffset + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
};

/**
 * One random nonce per response, made on first ask: the CSP header's style-src and the page body must carry
 * the same value. React Aria reads it from the page's csp-nonce meta tag for the few style elements it adds
 * at run time (its touch-action rule, the iOS scroll lock), so those are allowed and nothing else inline is.
 */
export const styleNonceOf = (res: ServerResponse): string => {
  const holder = res as TNonceHolder;
  holder.lintelStyleNonce ??= freshNonce();
  return holder.lintelStyleNonce;
};
