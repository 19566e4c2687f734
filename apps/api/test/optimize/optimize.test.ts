import { FEATURE_FLAG_KEYS } from '@lintel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, json, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';

let t: TTestApp;
let agentJwt: string;
let adminJwt: string;
beforeAll(async () => {
  t = await buildTestApp();
  agentJwt = (await createAgent(t.app, { orgCodes: ['LINTEL'] })).jwt;
  adminJwt = (await createAgent(t.app, { admin: true })).jwt;
});
afterAll(() => t.close());

type TDecision = { key: string; enabled: boolean; variables: Record<string, unknown> };

const decide = async (optimizeUser: object, org = 'LINTEL', context = 'external') => {
  const res = await t.app.inject({ method: 'POST', url: `/service-optimize/${context}/api/v2/decision`, headers: json({ 'x-org': org }), payload: { optimizeUser } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TDecision[]>();
};
const feature = (featureKey: string, optimizeUser: object = { attributes: {} }, org = 'LINTEL') =>
  t.app.inject({ method: 'POST', url: '/service-optimize/external/api/v1/feature', headers: json({ 'x-org': org }), payload: { featureKey, optimizeUser } });
const putFlag = (key: string, payload: object, org = 'LINTEL') =>
  t.app.inject({ method: 'PUT', url: `/service-ops/agent/api/v1/flags/${key}`, headers: bearer(adminJwt, { 'x-org': org }), payload });

describe('flag decisions', () => {
  it('answers every seeded key with enabled and variables; redesign on, maintenance off with its variables', async () => {
    const flags = await decide({ attributes: {}, trackerId: 'tracker-1' });
    expect(flags.map((flag) => flag.key).sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
    expect(flags.find((flag) => flag.key === 'fe-heloc-redesign-2025')?.enabled).toBe(true);
    const maintenance = flags.find((flag) => flag.key === 'fe-heloc-maintenance');
    expect(maintenance?.enabled).toBe(false);
    expect(maintenance?.variables).toEqual({
      routes: [],
      pageTitle: 'Scheduled Maintenance',
      message: 'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      shouldShowDashboardLink: true,
    });
  });

  it('answers one flag on the feature call, and an unknown key as off', async () => {
    const res = await feature('fe-heloc-redesign-2025');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true, variables: {} });
    expect((await feature('fe-heloc-no-such-flag')).json()).toEqual({ enabled: false, variables: {} });
  });

  it('serves the features list on v1 too, and the secure context only to a caller', async () => {
    const list = await t.app.inject({ method: 'POST', url: '/service-optimize/external/api/v1/features', headers: json(), payload: { optimizeUser: { attributes: {} } } });
    expect(list.json()).toHaveLength(FEATURE_FLAG_KEYS.length);
    const anonymous = await t.app.inject({ method: 'POST', url: '/service-optimize/secure/api/v2/decision', headers: json(), payload: { optimizeUser: {} } });
    expect(anonymous.statusCode).toBe(401);
    const { jwt } = await registerApplicant(t.app);
    const signedIn = await t.app.inject({ method: 'POST', url: '/service-optimize/secure/api/v2/decision', headers: bearer(jwt), payload: { optimizeUser: {} } });
    expect(signedIn.statusCode).toBe(200);
    const otherContext = await t.app.inject({ method: 'POST', url: '/service-optimize/internal/api/v2/decision', headers: json(), payload: {} });
    expect(otherContext.statusCode).toBe(400);
  });

  it('answers the decision calls without a body (no content type: Fastify hands the validator null)', async () => {
    for (const url of ['/service-optimize/external/api/v2/decision', '/service-optimize/external/api/v1/features']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'x-org': 'LINTEL' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toHaveLength(FEATURE_FLAG_KEYS.length);
    }
  });

  it('refuses a feature request without a key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/service-optimize/external/api/v1/feature', headers: json(), payload: { optimizeUser: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Please check the featureKey field']);
  });
});

describe('agent flag changes', () => {
  it('turns maintenance on with new variables, for that organisation only', async () => {
    const variables = { routes: ['/account/heloc/register'], message: 'Back at noon.', pageTitle: 'Scheduled Maintenance', shouldShowDashboardLink: false };
    const res = await putFlag('fe-heloc-maintenance', { enabled: true, variables });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: 'fe-heloc-maintenance', enabled: true, variables });
    expect((await feature('fe-heloc-maintenance')).json()).toEqual({ enabled: true, variables });
    expect((await feature('fe-heloc-maintenance', {}, 'HARBOR_CU')).json().enabled).toBe(false);
    const listed = await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/flags', headers: bearer(agentJwt) });
    expect(listed.json().find((flag: TDecision) => flag.key === 'fe-heloc-maintenance').enabled).toBe(true);
  });

  it('lets only admins change flags: an agent, even of that organisation, and an applicant find no such call', async () => {
    const asAgent = await t.app.inject({ method: 'PUT', url: '/service-ops/agent/api/v1/flags/fe-webchat', headers: bearer(agentJwt), payload: { enabled: false } });
    expect(asAgent.statusCode).toBe(404);
    const { jwt } = await registerApplicant(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/service-ops/agent/api/v1/flags/fe-webchat', headers: bearer(jwt), payload: { enabled: false } });
    expect(res.statusCode).toBe(404);
    expect((await putFlag('fe-webchat', {})).json().errors).toEqual(['Send enabled, variables or rules']);
  });

  it('creates no flag outside the spec\'s keys, and the public answer lists only those keys', async () => {
    const invented = await putFlag('fe-heloc-invented', { enabled: true });
    expect(invented.statusCode).toBe(400);
    expect(invented.json()).toEqual({ errors: ['Unknown flag: only the flag keys of spec 03 section 7 can be set'] });
    // A row stored under another key (as the server once allowed) stays out of every answer.
    await t.database.executeSql(
      `insert into feature_flags (organization_code, key, enabled, variables, rules) values ('LINTEL', 'legacy-invented', true, '{}'::jsonb, '[]'::jsonb)`,
    );
    const keys = (await decide({ attributes: {} })).map((flag) => flag.key);
    expect(keys.sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
  });

  it('targets by attributes: a rule on the property state and on the organisation', async () => {
    await putFlag('fe-heloc-ny-fcra', { enabled: false, rules: [{ condition: { state: 'NY' }, enabled: true }] });
    expect((await feature('fe-heloc-ny-fcra', { attributes: { state: 'NY' } })).json().enabled).toBe(true);
    expect((await feature('fe-heloc-ny-fcra', { attributes: { state: 'CO' } })).json().enabled).toBe(false);
    // The organisation attribute is the x-org header's, whatever the client claims.
    await putFlag('fe-heloc-dc-fp7', { enabled: false, rules: [{ condition: { organization: 'HARBOR_CU' }, enabled: true }] });
    expect((await feature('fe-heloc-dc-fp7', { attributes: { organization: 'HARBOR_CU' } })).json().enabled).toBe(false);
  });

  it('rolls out to a share of trackers, the same answer for the same tracker every time', async () => {
    await putFlag('fe-heloc-rate-buy-down', { enabled: false, rules: [{ coverage: 0.5, enabled: true }] });
    const answers: boolean[] = [];
    for (let i = 0; i < 60; i++) {
      const user = { attributes: {}, trackerId: `tracker-${i}` };
      const first = (await feature('fe-heloc-rate-buy-down', user)).json().enabled;
      const again = (await feature('fe-heloc-rate-buy-down', user)).json().enabled;
      expect(again).toBe(first);
      answers.push(first);
    }
    const on = answers.filter(Boolean).length;
    expect(on).toBeGreaterThan(10);
    expect(on).toBeLessThan(50);
    // Without a tracker a rollout cannot place the caller: the default holds.
    expect((await feature('fe-heloc-rate-buy-down', { attributes: {} })).json().enabled).toBe(false);
  });
});

describe('experiments', () => {
  it("saves the owner's variations, refuses a missing id and hides another's application", async () => {
    const owner = await registerApplicant(t.app);
    const application = await createApplicationVia(t.app, owner.jwt, createApplicationBody());
    const url = (uuid: string) => `/service-optimize/secure/api/v1/${uuid}/experiments`;
    const payload = { experiments: [{ name: 'offer-layout', variation: 'variation' }] };
    const saved = await t.app.inject({ method: 'PATCH', url: url(application.uuid), headers: bearer(owner.jwt), payload });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ applicationUuid: application.uuid, experiments: [{ name: 'offer-layout', variation: 'variation' }] });
    const changed = await t.app.inject({ method: 'PATCH', url: url(application.uuid), headers: bearer(owner.jwt), payload: { experiments: [{ name: 'offer-layout', variation: 'control' }] } });
    expect(changed.json().experiments).toEqual([{ name: 'offer-layout', variation: 'control' }]);

    for (const missing of ['undefined', 'null']) {
      const res = await t.app.inject({ method: 'PATCH', url: url(missing), headers: bearer(owner.jwt), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(['App ID is required to save experiment']);
    }
    const noId = await t.app.inject({ method: 'PATCH', url: '/service-optimize/secure/api/v1/experiments', headers: bearer(owner.jwt), payload });
    expect(noId.json().errors).toEqual(['App ID is required to save experiment']);

    const stranger = await registerApplicant(t.app);
    const res = await t.app.inject({ method: 'PATCH', url: url(application.uuid), headers: bearer(stranger.jwt), payload });
    expect(res.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'PATCH', url: url(application.uuid), headers: json(), payload });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers at spec 03's own path, the host's root: PATCH /{applicationUuid}/experiments (decision 086)", async () => {
    const owner = await registerApplicant(t.app);
    const application = await createApplicationVia(t.app, owner.jwt, createApplicationBody());
    const url = `/${application.uuid}/experiments`;
    const payload = { experiments: [{ name: 'offer-layout', variation: 'control' }] };
    const saved = await t.app.inject({ method: 'PATCH', url, headers: bearer(owner.jwt), payload });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ applicationUuid: application.uuid, experiments: payload.experiments });
    // The same records as the /service-optimize form.
    const again = await t.app.inject({ method: 'PATCH', url: `/service-optimize/secure/api/v1/${application.uuid}/experiments`, headers: bearer(owner.jwt), payload });
    expect(again.json().experiments).toEqual(payload.experiments);

    const { authorization } = bearer(owner.jwt);
    const noOrg = await t.app.inject({ method: 'PATCH', url, headers: { authorization, 'content-type': 'application/json' }, payload });
    expect(noOrg.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: '/undefined/experiments', headers: bearer(owner.jwt), payload })).json().errors).toEqual(['App ID is required to save experiment']);
    const stranger = await registerApplicant(t.app);
    expect((await t.app.inject({ method: 'PATCH', url, headers: bearer(stranger.jwt), payload })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url, headers: json(), payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url, headers: bearer(owner.jwt), payload: { experiments: [] } })).statusCode).toBe(400);
  });
});
