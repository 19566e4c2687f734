import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, registerApplicant, type TTestApp } from '../helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const prompt = (type: string, org = 'LINTEL') =>
  t.app.inject({ method: 'GET', url: `/service-comms-prefs/external/api/v1/consent/prompt/${type}`, headers: json({ 'x-org': org }) });
const save = (jwt: string, payload: object, org = 'LINTEL') =>
  t.app.inject({ method: 'POST', url: '/service-comms-prefs/secure/api/v1/consent/user', headers: bearer(jwt, { 'x-org': org }), payload });

describe('consent prompts', () => {
  it('answers the standard SMS wording with a stable uuid per organisation', async () => {
    const res = await prompt('SMS');
    expect(res.statusCode).toBe(200);
    const sms = res.json();
    expect(sms).toMatchObject({ consentType: 'SMS', version: 1 });
    expect(sms.text).toContain('Reply STOP to cancel');
    expect(sms.text).toContain('Consent is not a condition');
    expect((await prompt('SMS')).json().uuid).toBe(sms.uuid);
    const transactional = (await prompt('SMS_TRANSACTIONAL')).json();
    expect(transactional.uuid).not.toBe(sms.uuid);
    expect((await prompt('SMS', 'HARBOR_CU')).json().uuid).not.toBe(sms.uuid);
  });

  it('refuses an unknown consent type', async () => {
    expect((await prompt('EMAIL')).statusCode).toBe(400);
  });
});

describe('user consents', () => {
  const request = (uuid: string, overrides: object = {}) => ({
    org: 'LINTEL',
    source: 'REGISTRATION',
    productType: 'HELOC',
    phone: '(555) 555-1234',
    email: 'ann@example.com',
    consents: [{ consentPromptUuid: uuid, optInOut: 'OPT_IN' }],
    ...overrides,
  });

  it("stores the caller's opt-in against the prompt", async () => {
    const { jwt } = await registerApplicant(t.app);
    const sms = (await prompt('SMS')).json();
    const res = await save(jwt, request(sms.uuid));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consents).toEqual([{ uuid: expect.any(String), consentPromptUuid: sms.uuid, consentType: 'SMS', optInOut: 'OPT_IN', createdAt: expect.any(String) }]);
  });

  it('needs a caller, a prompt of this organisation, the same org and a valid opt value', async () => {
    const { jwt } = await registerApplicant(t.app);
    const sms = (await prompt('SMS')).json();
    const anonymous = await t.app.inject({ method: 'POST', url: '/service-comms-prefs/secure/api/v1/consent/user', headers: json(), payload: request(sms.uuid) });
    expect(anonymous.statusCode).toBe(401);
    const harbor = (await prompt('SMS', 'HARBOR_CU')).json();
    expect((await save(jwt, request(harbor.uuid))).json().errors).toEqual(['Unknown consent prompt']);
    expect((await save(jwt, request(sms.uuid, { org: 'HARBOR_CU' }))).json().errors).toEqual(['org must be the organization of the x-org header']);
    const badOpt = await save(jwt, request(sms.uuid, { consents: [{ consentPromptUuid: sms.uuid, optInOut: 'MAYBE' }] }));
    expect(badOpt.statusCode).toBe(400);
    const badPhone = await save(jwt, request(sms.uuid, { phone: '555' }));
    expect(badPhone.json().errors).toEqual(['Please enter a valid phone number']);
  });
});
