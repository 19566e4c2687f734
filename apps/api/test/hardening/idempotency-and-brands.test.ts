import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, json, registerApplicant, type TTestApp } from '../helper.ts';
import { CREATE_URL, createApplicationBody } from '../application/application-fixtures.ts';

// Issue 19 items 6 (idempotency keys scoped, expiring, refusing another body) and 7 (brand binding, decision 022).
let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await createAgent(t.app, { admin: true })).jwt;
});
afterAll(() => t.close());

const create = (jwt: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: CREATE_URL, headers: bearer(jwt, headers), payload: body });

describe('idempotency keys', () => {
  it('answer the first application to a repeat, and 422 to the same key with another body', async () => {
    const applicant = await registerApplicant(t.app);
    const key = { 'idempotency-key': 'create-once-1' };
    const first = await create(applicant.jwt, createApplicationBody(), key);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await create(applicant.jwt, createApplicationBody(), key);
    expect(repeat.json().uuid).toBe(first.json().uuid);
    const different = await create(applicant.jwt, createApplicationBody({ street1: '77 Elsewhere Ave' }), key);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({ errors: ['This Idempotency-Key was already used for a different request: send a new key for a new request'] });
  });

  it('no longer answer a cancelled application: a repeat after CANCELLED starts a new one', async () => {
    const applicant = await registerApplicant(t.app);
    const first = (await create(applicant.jwt, createApplicationBody())).json<{ uuid: string }>();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/service-ops/agent/api/v1/applications/${first.uuid}/status`,
      headers: bearer(admin),
      payload: { status: 'CANCELLED', reason: 'applicant asked', force: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await create(applicant.jwt, createApplicationBody());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().uuid).not.toBe(first.uuid);
    expect(again.json().applicationStatus).not.toBe('CANCELLED');
  });

  it('expire after 24 hours', async () => {
    const applicant = await registerApplicant(t.app);
    const first = (await create(applicant.jwt, createApplicationBody(), { 'idempotency-key': 'old-key' })).json<{ uuid: string }>();
    await t.database.executeSql(`update applications set created_at = now() - interval '25 hours' where uuid = $1`, [first.uuid]);
    // The old application is still active, so a new one is refused, but it is no longer answered as a repeat.
    const late = await create(applicant.jwt, createApplicationBody(), { 'idempotency-key': 'old-key' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ errors: ['Active application already exists.'] });
  });
});

describe('brand binding', () => {
  it("lets no applicant act in a brand it did not register in: no other brand's application, profile or login", async () => {
    const applicant = await registerApplicant(t.app);
    const mine = (await create(applicant.jwt, createApplicationBody())).json<{ uuid: string }>();
    const elsewhere = await create(applicant.jwt, createApplicationBody(), { 'x-org': 'LINTEL_NY' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(mine.uuid);
    const profile = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(applicant.jwt, { 'x-org': 'LINTEL_NY' }) });
    expect(profile.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      headers: json({ 'x-org': 'LINTEL_NY' }),
      payload: { email: applicant.email, password: applicant.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ errors: ['Invalid email or password'] });
    // At home everything still works.
    const home = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(applicant.jwt) });
    expect(home.statusCode).toBe(200);
  });

  it('still lets an agent work in every brand it serves', async () => {
    const agent = await createAgent(t.app, { orgCodes: ['LINTEL', 'LINTEL_NY'] });
    const list = await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/applications', headers: bearer(agent.jwt, { 'x-org': 'LINTEL_NY' }) });
    expect(list.statusCode).toBe(200);
  });
});
