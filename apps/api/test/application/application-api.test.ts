import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, registerApplicant, type TTestApp } from '../helper.ts';
import { CREATE_URL, createApplicationBody, createApplicationVia } from './application-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('create-application', () => {
  it('answers the same application to a repeated and to a concurrent identical request', async () => {
    const applicant = await registerApplicant(t.app);
    const body = createApplicationBody({ firstName: 'Grace' });
    const [a, b] = await Promise.all([createApplicationVia(t.app, applicant.jwt, body), createApplicationVia(t.app, applicant.jwt, body)]);
    expect(a.uuid).toBe(b.uuid);
    const again = await createApplicationVia(t.app, applicant.jwt, body);
    expect(again.uuid).toBe(a.uuid);
    const all = await t.app.inject({ method: 'GET', url: '/service-application/api/v1/application/heloc/all', headers: bearer(applicant.jwt) });
    expect(all.json()).toHaveLength(1);
  });

  it('refuses a different application while one is active in the organisation', async () => {
    const applicant = await registerApplicant(t.app);
    await createApplicationVia(t.app, applicant.jwt, createApplicationBody());
    const other = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: bearer(applicant.jwt),
      payload: createApplicationBody({ street1: '99 Other Rd' }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ errors: ['Active application already exists.'] });
    const ability = await t.app.inject({
      method: 'GET',
      url: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
      headers: bearer(applicant.jwt),
    });
    expect(ability.json()).toEqual({ canStartApplication: false, organizationsWithActiveApplication: ['LINTEL'], recentHeloc: false });
  });

  it('answers a bad body with 400 and the spec messages', async () => {
    const applicant = await registerApplicant(t.app);
    const body = createApplicationBody({ income: -5 });
    body.propertyRequest.zip = '12';
    const response = await t.app.inject({ method: 'POST', url: CREATE_URL, headers: bearer(applicant.jwt), payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining(['Must be at least $0', 'Please enter a valid zipcode']));
  });

  it('lets a new applicant start, and needs a login to create', async () => {
    const applicant = await registerApplicant(t.app);
    const ability = await t.app.inject({
      method: 'GET',
      url: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
      headers: bearer(applicant.jwt),
    });
    expect(ability.json()).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [], recentHeloc: false });
    const anonymous = await t.app.inject({ method: 'POST', url: CREATE_URL, headers: json(), payload: createApplicationBody() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it("answers 404 for another applicant's application, status and conditions", async () => {
    const owner = await registerApplicant(t.app);
    const stranger = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, owner.jwt, createApplicationBody());
    for (const url of [
      `/service-application/api/v1/application/heloc/${uuid}`,
      `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
      `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
    ]) {
      const mine = await t.app.inject({ method: 'GET', url, headers: bearer(owner.jwt) });
      expect(mine.statusCode, url).toBe(200);
      const theirs = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.jwt) });
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.json()).toEqual({ errors: ['Not found'] });
    }
    const otherOrg = await t.app.inject({
      method: 'GET',
      url: `/service-application/api/v1/application/heloc/${uuid}`,
      headers: bearer(owner.jwt, { 'x-org': 'HARBOR_CU' }),
    });
    expect([404, 400]).toContain(otherOrg.statusCode);
    const notAUuid = await t.app.inject({ method: 'GET', url: '/service-application/api/v1/application/heloc/not-a-uuid', headers: bearer(owner.jwt) });
    expect(notAUuid.statusCode).toBe(404);
  });
});

describe('eligibility', () => {
  it('lists every licensed state but Hawaii for the main brand, and a few ineligible zips', async () => {
    const states = await t.app.inject({ method: 'GET', url: '/service-application/external/api/v2/heloc/states-eligibility?orgCode=LINTEL', headers: json() });
    expect(states.statusCode).toBe(200);
    expect(states.json()).not.toContain('HI');
    expect(states.json()).toContain('CA');
    const zips = await t.app.inject({ method: 'GET', url: '/service-application/external/api/v1/heloc/zip-eligibility?orgCode=LINTEL', headers: json() });
    expect(zips.json().length).toBeGreaterThan(0);
  });
});
