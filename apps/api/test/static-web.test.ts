import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TTestApp } from './helper.ts';
import { CSP_NONCE_PLACEHOLDER } from '../src/platform/csp-nonce.ts';

let t: TTestApp;
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const writeCompressedCopies = (file: string) => {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content));
  writeFileSync(`${file}.br`, brotliCompressSync(content));
};
const dist = mkdtempSync(path.join(os.tmpdir(), 'lintel-web-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><title>Lintel</title><div id="root"></div>`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What apps/web/scripts/compress-dist.mjs leaves next to the larger files of a build.
  writeCompressedCopies(path.join(dist, 'index.html'));
  writeFileSync(path.join(dist, 'assets', 'app-def456.js'), BIG_SCRIPT);
  writeCompressedCopies(path.join(dist, 'assets', 'app-def456.js'));
  // What apps/web/scripts/prerender.mjs writes: pages prerendered per brand (decision 045).
  for (const orgCode of ['LINTEL', 'HARBOR_CU']) {
    mkdirSync(path.join(dist, 'prerendered', orgCode, 'auth'), { recursive: true });
    writeFileSync(
      path.join(dist, 'prerendered', orgCode, 'auth', 'login.html'),
      `<!doctype html><style nonce="${CSP_NONCE_PLACEHOLDER}">:root{}</style><div id="root" data-prerendered="${orgCode}"><h1>Log in</h1></div>`,
    );
  }
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves index.html uncached at / and for client-side routes', async () => {
    for (const url of ['/', '/account/heloc/register', '/auth/login', '/dashboard', '/terms']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // (/auth/login is prerendered in this folder: its root carries data-prerendered.)
      expect(res.body, url).toContain('<div id="root"');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the page prerendered for the brand of the host or ?org, with the nonce written in', async () => {
    const cases = [
      { url: '/auth/login', host: 'localhost', brand: 'LINTEL' },
      { url: '/auth/login?org=harbor_cu', host: 'localhost', brand: 'HARBOR_CU' },
      { url: '/auth/login', host: 'harbor.lintel.example', brand: 'HARBOR_CU' },
      { url: '/auth/login?utm_source=ad&referrer=abc', host: 'localhost', brand: 'LINTEL' },
    ];
    for (const { url, host, brand } of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, `${host}${url}`).toContain(`data-prerendered="${brand}"`);
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends index.html where nothing was prerendered for the page, the brand or the query', async () => {
    for (const url of ['/dashboard', '/auth/login?org=CMG', '/auth/login?state=TX', '/auth/login/', '/prerendered/LINTEL/auth/login.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('sends a prerendered form posted before its script ran back to its page, and keeps 404 for other posts', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/auth/login?org=harbor_cu',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=grace%40example.com&password=Secret-Passw0rd',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/auth/login?org=harbor_cu');
    expect(posted.body).toBe('');
    const other = await t.app.inject({ method: 'POST', url: '/dashboard', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(other.statusCode).toBe(404);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the document-only headers off hashed scripts and stylesheets, keeping the ones that apply to them', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['permissions-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toContain('max-age=');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toContain('javascript');
    // Conditional requests go by the ETag; no Last-Modified beside it, no Accept-Ranges.
    expect(script.headers['etag']).toBeTruthy();
    expect(script.headers['last-modified']).toBeUndefined();
    expect(script.headers['accept-ranges']).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'if-none-match': String(script.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    // Headers that govern documents only (decision 062) are left off too.
    const documentOnly = [
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'referrer-policy',
    ];
    for (const name of documentOnly) expect(script.headers[name], name).toBeUndefined();
    // Anything that may be a document or a worker keeps them: pages, other files, a worker script.
    for (const url of ['/', '/auth/login', '/favicon.svg', '/assets/pdf.worker.min-abc.mjs', '/assets/pdf.worker-abc.js', '/assets/x.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('serves other files as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
  });

  it('never answers index.html on an API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-missing/api/v1/thing', headers: json() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Not found'] });
  });

  it('answers HEAD for a client-side route', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/terms' });
    expect(res.statusCode).toBe(200);
  });

  it('sends the brotli copy of an asset to a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(BIG_SCRIPT.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the gzip copy when the browser does not accept brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the plain file without accept-encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BIG_SCRIPT);
  });

  it('sends the plain file when a small file has no compressed copy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });

  it('answers a client-side route with index.html, compressed or not', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/account/heloc/register-v2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/text\/html/);
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<div id="root">');

    const plain = await t.app.inject({ method: 'GET', url: '/account/heloc/register-v2' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('writes a fresh style nonce into every page and allows exactly that nonce in the CSP', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/account/heloc/register-v2', '/auth/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      const inPage = /nonce="([^"]+)"/.exec(res.body)?.[1] ?? '';
      expect(inPage, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`style-src 'self' 'nonce-${inPage}'`);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toContain('unsafe-inline');
      nonces.add(inPage);
    }
    expect(nonces.size).toBe(4);
  });
});
