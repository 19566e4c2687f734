import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SETTINGS_MESSAGES } from '@lintel/domain';
import {
  bearer,
  buildTestApp,
  createAgent,
  json,
  readMailbox,
  registerApplicant,
  waitFor,
  type TMailboxMessage,
  type TTestApp,
} from '../helper.ts';

// The settings page's calls: change password, the current SMS consents, log out everywhere.
const NEW_PASSWORD = 'Copper-Harbor-58!';
const CHANGE = '/identity-broker/customer/secure/api/v3/change-password';
const CONSENTS = '/service-comms-prefs/secure/api/v1/consent/user';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createAgent>>;
beforeAll(async () => {
  // The breach check is a production default (decision 075); this suite shows its message on the change.
  t = await buildTestApp({ breachedPasswordCheck: true });
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const identityStatus = async (jwt: string) =>
  (await t.app.inject({ method: 'GET', url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) }))
    .statusCode;
const logIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/identity-broker/customer/api/v3/login',
    headers: json(),
    payload: { email, password },
  });

describe('change password', () => {
  it('checks the current password and the rules, then ends every other session and answers a fresh one', async () => {
    const applicant = await registerApplicant(t.app);
    const other = (await logIn(applicant.email, applicant.password)).json<{ jwt: string }>().jwt;
    const change = (payload: object, jwt = applicant.jwt) =>
      t.app.inject({ method: 'POST', url: CHANGE, headers: bearer(jwt), payload });

    const wrong = await change({ currentPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([SETTINGS_MESSAGES.currentPasswordWrong]);
    expect(await identityStatus(applicant.jwt)).toBe(200);

    const weak = await change({ currentPassword: applicant.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContain('Must be at least 12 characters');
    const same = await change({ currentPassword: applicant.password, newPassword: applicant.password });
    expect(same.json().errors).toEqual([SETTINGS_MESSAGES.samePassword]);
    const breached = await change({ currentPassword: applicant.password, newPassword: 'Password123!' });
    expect(breached.json().errors).toEqual([MSG.passwordBreached]);
    expect((await change({})).statusCode).toBe(400);

    const done = await change({ currentPassword: applicant.password, newPassword: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    const { jwt } = done.json<{ jwt: string }>();
    expect(await identityStatus(jwt)).toBe(200);
    expect(await identityStatus(applicant.jwt)).toBe(401);
    expect(await identityStatus(other)).toBe(401);
    expect((await logIn(applicant.email, applicant.password)).statusCode).toBe(401);
    expect((await logIn(applicant.email, NEW_PASSWORD)).statusCode).toBe(200);

    const mail = await waitFor(async () =>
      (await readMailbox(t.app, admin.jwt, applicant.email))
        .json<TMailboxMessage[]>()
        .find((m) => m.subject.includes('password')),
    );
    expect(mail.text).not.toContain(NEW_PASSWORD);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: json(),
      payload: { currentPassword: 'x', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('current SMS consents', () => {
  it("answers the latest choice per type, the caller's only", async () => {
    const applicant = await registerApplicant(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: CONSENTS, headers: bearer(applicant.jwt) })).json(),
    ).toEqual({ consents: [] });
    const prompt = async (type: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/service-comms-prefs/external/api/v1/consent/prompt/${type}`,
          headers: json(),
        })
      ).json<{ uuid: string }>().uuid;
    const [sms, transactional] = [await prompt('SMS'), await prompt('SMS_TRANSACTIONAL')];
    const save = (consents: object[]) =>
      t.app.inject({
        method: 'POST',
        url: CONSENTS,
        headers: bearer(applicant.jwt),
        payload: {
          org: 'LINTEL',
          source: 'SETTINGS',
          productType: 'HELOC',
          phone: '(415) 555-0100',
          email: applicant.email,
          consents,
        },
      });
    expect(
      (
        await save([
          { consentPromptUuid: sms, optInOut: 'OPT_IN' },
          { consentPromptUuid: transactional, optInOut: 'OPT_IN' },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await save([{ consentPromptUuid: sms, optInOut: 'OPT_OUT' }])).statusCode).toBe(200);
    const current = (
      await t.app.inject({ method: 'GET', url: CONSENTS, headers: bearer(applicant.jwt) })
    ).json<{ consents: { consentType: string; optInOut: string }[] }>();
    expect(current.consents.map((c) => [c.consentType, c.optInOut])).toEqual([
      ['SMS', 'OPT_OUT'],
      ['SMS_TRANSACTIONAL', 'OPT_IN'],
    ]);
    const stranger = await registerApplicant(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: CONSENTS, headers: bearer(stranger.jwt) })).json(),
    ).toEqual({ consents: [] });
    expect((await t.app.inject({ method: 'GET', url: CONSENTS, headers: json() })).statusCode).toBe(401);
  });
});
