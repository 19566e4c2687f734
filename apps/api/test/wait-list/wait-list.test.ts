import { MSG } from '@lintel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, uniqueEmail, type TTestApp } from '../helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ captureLogs: true });
});
afterAll(() => t.close());

const URL = '/service-wait-list/api/v1/home-equity-loan-plus';
const body = (overrides: object = {}) => ({
  firstName: 'Rosa',
  lastName: 'Delgado',
  dob: '1961-04-09',
  email: uniqueEmail('waiter'),
  income: 85000,
  street1: '12 Kalakaua Ave',
  street2: '',
  city: 'Honolulu',
  state: 'HI',
  zip: '96815',
  consent: true,
  ...overrides,
});
const join = (payload: object, org = 'LINTEL') => t.app.inject({ method: 'POST', url: URL, headers: json({ 'x-org': org }), payload });

describe('wait list', () => {
  it('adds a person (201) without answering or logging the date of birth', async () => {
    const res = await join(body({ dob: '1961-04-09' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), created: true });
    expect(res.body).not.toContain('1961');
    expect(t.logs.join('\n')).not.toContain('1961-04-09');
  });

  it('stores the date of birth sealed like the SSN, and seals entries stored in plain text at start', async () => {
    const email = uniqueEmail('sealed');
    expect((await join(body({ email, dob: '1958-07-21' }))).statusCode).toBe(201);
    const stored = await t.database.executeSql('select dob from wait_list_entries where email = $1', [email]);
    const dob = (stored.rows[0] as { dob: string }).dob;
    expect(dob).toMatch(/^v2\.[A-Za-z0-9_-]+\./);
    expect(dob).not.toContain('1958');
    const { openText } = await import('../../src/platform/sealed-text.ts');
    expect(openText({ keyring: t.app.keyring, sealed: dob, context: `wait-list-dob:LINTEL:${email}` })).toBe('1958-07-21');

    // An entry from before sealing: the next start seals it.
    const old = uniqueEmail('plain');
    await t.database.executeSql(
      `insert into wait_list_entries (organization_code, email, first_name, last_name, dob, income, street1, city, state, zip, consent)
       values ('LINTEL', $1, 'Old', 'Entry', '1950-01-02', 50000, '1 Old Rd', 'Honolulu', 'HI', '96815', true)`,
      [old],
    );
    const restarted = await buildTestApp({ database: t.database });
    try {
      const after = await t.database.executeSql('select dob from wait_list_entries where email = $1', [old]);
      const sealed = (after.rows[0] as { dob: string }).dob;
      expect(sealed).not.toContain('1950');
      expect(openText({ keyring: restarted.app.keyring, sealed, context: `wait-list-dob:LINTEL:${old}` })).toBe('1950-01-02');
    } finally {
      await restarted.close();
    }
  });

  it('is idempotent per email and organisation', async () => {
    const email = uniqueEmail('twice');
    const first = (await join(body({ email }))).json();
    const again = await join(body({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ uuid: first.uuid, created: false });
    const otherOrg = await join(body({ email }), 'HARBOR_CU');
    expect(otherOrg.json().created).toBe(true);
    expect(otherOrg.json().uuid).not.toBe(first.uuid);
  });

  it('validates with the domain field rules and their messages', async () => {
    const res = await join(body({ firstName: 'R', email: 'not-an-email', zip: '9681', state: 'HI', income: -1, street1: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([MSG.firstNameMinLength, MSG.emailInvalid, MSG.incomeMin, MSG.streetRequired, MSG.zipInvalid]);
  });

  it('applies the age rule of the state: 19 in Alabama', async () => {
    const today = new Date();
    const eighteen = `${today.getFullYear() - 18}-01-01`;
    expect((await join(body({ dob: eighteen, state: 'CO' }))).statusCode).toBe(201);
    const alabama = await join(body({ dob: `${today.getFullYear() - 18}-12-31`, state: 'AL' }));
    expect(alabama.json().errors).toEqual([MSG.dobMinAge19]);
    expect((await join(body({ dob: '1990-02-30' }))).json().errors).toEqual([MSG.dobInvalid]);
  });

  it('needs the consent answer', async () => {
    const { consent: _consent, ...withoutConsent } = body();
    expect((await join(withoutConsent)).json().errors).toEqual([MSG.required]);
  });
});
