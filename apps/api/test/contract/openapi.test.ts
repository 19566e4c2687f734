import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { CALLS, routePathOf } from '@lintel/contract';
import { buildTestApp, type TTestApp } from '../helper.ts';

/** Routes that are pages or files, not calls: the reference page and the hosted identity provider's and the sandbox link provider's pages. */
const isPage = (url: string) =>
  url === '/docs/api' ||
  url.startsWith('/identity-provider/') ||
  url.startsWith('/link-provider/') ||
  url.startsWith('/static/') ||
  url === '/*' ||
  url === '*';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const openApiPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the contract and the OpenAPI document', () => {
  it('serves an OpenAPI 3.1 document that validates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every route of the server', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const missing = t.app.routeCatalog
      .filter((route) => !isPage(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => !document.paths?.[openApiPathOf(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('registers every route from a contract call', () => {
    const undescribed = t.app.routeCatalog
      .filter((route) => !isPage(route.url) && route.method !== 'HEAD' && route.callId === null)
      .map((route) => `${route.method} ${route.url}`);
    // Describe the route with defineCall in packages/contract and register it with registerCall.
    expect(undescribed).toEqual([]);
  });

  it('registers every described call, once, under its own method and path', () => {
    const ids = CALLS.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of CALLS) {
      const routes = t.app.routeCatalog.filter((route) => route.callId === call.id);
      expect(
        routes.map((route) => `${route.method} ${route.url}`),
        call.id,
      ).toEqual([`${call.method} ${routePathOf(call.path)}`]);
    }
  });

  it('renders the reference page with every operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/api' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    for (const call of CALLS) expect(res.body).toContain(`<code>${call.path}</code>`);
  });
});
