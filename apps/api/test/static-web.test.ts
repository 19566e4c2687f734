import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TTestApp } from './helper.ts';

let t: TTestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'lintel-web-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lintel</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
});
