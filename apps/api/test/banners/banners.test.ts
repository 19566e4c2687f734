import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerFileName, readBannerSettings } from '../../src/modules/banners/index.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';

let t: TTestApp;
let agentJwt: string;
beforeAll(async () => {
  t = await buildTestApp();
  agentJwt = (await createAgent(t.app, { orgCodes: ['LINTEL'] })).jwt;
});
afterAll(() => t.close());

const AGENT_URL = '/service-ops/agent/api/v1/banners';
const create = (payload: object, jwt = agentJwt) => t.app.inject({ method: 'POST', url: AGENT_URL, headers: bearer(jwt), payload });
// No x-org, no token: it stands in for a public cloud file.
const publicFile = (name = 'banners.json') => t.app.inject({ method: 'GET', url: `/static/banners/${name}` });

describe('banner file', () => {
  it('is empty before any banner and never cached', async () => {
    const res = await publicFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([]);
  });

  it('publishes what an agent creates in the file the web build reads, whatever NODE_ENV says', async () => {
    const res = await create({ message: 'Scheduled maintenance Sunday 2-4 AM PT.', apps: ['heloc'], variant: 'warn', dismissable: true });
    expect(res.statusCode, res.body).toBe(201);
    const banner = res.json();
    expect(banner).toMatchObject({ message: 'Scheduled maintenance Sunday 2-4 AM PT.', apps: ['heloc'], variant: 'warn', active: true, dismissable: true });
    expect(banner.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(banner.metadata.createdAt).toBe(banner.metadata.updatedAt);
    expect((await publicFile()).json()).toEqual([banner]);
    // NODE_ENV is test here and BANNERS_ENV unset: the unsuffixed file, the one a default web build fetches.
    expect((await publicFile('banners-test.json')).json()).toEqual([]);
    expect(existsSync(path.join(t.app.config.dataDir, 'banners', 'banners.json'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(t.app.config.dataDir, 'banners', 'banners.json'), 'utf8'))).toEqual([banner]);
  });

  it('updates a banner and moves updatedAt so a dismissed banner shows again', async () => {
    const created = (await create({ message: 'Rates updated.', apps: ['heloc', 'dashboard'], variant: 'info' })).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await t.app.inject({ method: 'PUT', url: `${AGENT_URL}/${created.uuid}`, headers: bearer(agentJwt), payload: { active: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uuid: created.uuid, active: false, message: 'Rates updated.' });
    expect(res.json().metadata.createdAt).toBe(created.metadata.createdAt);
    expect(res.json().metadata.updatedAt > created.metadata.updatedAt).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: AGENT_URL, headers: bearer(agentJwt) });
    expect(listed.json().find((b: { uuid: string }) => b.uuid === created.uuid).active).toBe(false);
    const missing = await t.app.inject({ method: 'PUT', url: `${AGENT_URL}/00000000-0000-4000-8000-000000000000`, headers: bearer(agentJwt), payload: { active: true } });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a banner without apps or with an unknown variant, and anyone but an agent', async () => {
    const bad = await create({ message: 'Hi', apps: [], variant: 'danger' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['A banner needs at least one application name', 'The variant is info or warn']);
    const { jwt } = await registerApplicant(t.app);
    expect((await create({ message: 'Hi', apps: ['heloc'], variant: 'info' }, jwt)).statusCode).toBe(404);
    expect((await publicFile('passwords.json')).statusCode).toBe(404);
  });
});

describe('banner file names and address', () => {
  it('suffixes the file name outside production', () => {
    expect(bannerFileName('production')).toBe('banners.json');
    expect(bannerFileName('development')).toBe('banners-development.json');
    expect(bannerFileName('staging')).toBe('banners-staging.json');
  });

  it('takes its folder from BANNERS_URL and its environment from BANNERS_ENV only', () => {
    const settingsOf = (env: Record<string, string>) => {
      const config = loadConfig(env);
      return readBannerSettings({ nodeEnv: config.nodeEnv, bannersUrl: config.bannersUrl, bannersEnv: config.bannersEnv });
    };
    expect(settingsOf({ NODE_ENV: 'production' })).toEqual({ folderUrl: '/static/banners', fileName: 'banners.json', publicUrl: '/static/banners/banners.json' });
    expect(settingsOf({ NODE_ENV: 'development', BANNERS_URL: '/cdn/site/banners.json', BANNERS_ENV: 'staging' }).publicUrl).toBe('/cdn/site/banners-staging.json');
    expect(settingsOf({ NODE_ENV: 'development' }).fileName).toBe('banners.json');
    expect(settingsOf({ NODE_ENV: 'test', BANNERS_ENV: 'test' }).fileName).toBe('banners-test.json');
    expect(() => settingsOf({ NODE_ENV: 'production', BANNERS_URL: '/service-x/banners.json' })).toThrow(/BANNERS_URL: must be a path ending in \.json outside the API prefixes/);
  });

  it('serves production the unsuffixed file', async () => {
    const production = await buildTestApp({ nodeEnv: 'production', database: t.database });
    try {
      const created = await production.app.inject({ method: 'POST', url: AGENT_URL, headers: bearer(agentJwt), payload: { message: 'Live', apps: ['heloc'], variant: 'info' } });
      expect(created.statusCode, created.body).toBe(201);
      const file = await production.app.inject({ method: 'GET', url: '/static/banners/banners.json' });
      expect(file.json().map((b: { message: string }) => b.message)).toEqual(['Live']);
    } finally {
      await production.close();
    }
  });
});
