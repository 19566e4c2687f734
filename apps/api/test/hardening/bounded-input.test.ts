import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, registerApplicant, uniqueEmail, type TTestApp } from '../helper.ts';
import { CREATE_URL, createApplicationBody } from '../application/application-fixtures.ts';

// Issue 19 items 2 and 3: text no column can hold, and values past any sensible size, answer 400 with errors.
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MEGABYTE_NAME = 'B'.repeat(1_000_000);
const waitListBody = (overrides: object = {}) => ({
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

describe('bounded numbers and strings', () => {
  it('refuses other income past the maximum instead of overflowing (was 500)', async () => {
    const applicant = await registerApplicant(t.app);
    const response = await t.app.inject({ method: 'POST', url: CREATE_URL, headers: bearer(applicant.jwt), payload: createApplicationBody({ otherIncome: 3_000_000_000 }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain('Must be less than $10,000,000');
  });

  it('refuses a megabyte last name on create-application, the profile name and the wait list (was stored)', async () => {
    const applicant = await registerApplicant(t.app);
    const created = await t.app.inject({ method: 'POST', url: CREATE_URL, headers: bearer(applicant.jwt), payload: createApplicationBody({ lastName: MEGABYTE_NAME }) });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toContain('Last name must be at most 50 characters long');
    expect(created.body.length).toBeLessThan(1000);
    const named = await t.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers: bearer(applicant.jwt),
      payload: { firstName: 'Ada', lastName: MEGABYTE_NAME },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors).toContain('Last name must be at most 50 characters long');
    const waiting = await t.app.inject({ method: 'POST', url: '/service-wait-list/api/v1/home-equity-loan-plus', headers: json(), payload: waitListBody({ lastName: 'B'.repeat(500_000), street1: `1 ${'Long '.repeat(40)}` }) });
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().errors).toEqual(expect.arrayContaining(['Last name must be at most 50 characters long', 'Street address must be at most 100 characters long']));
  });
});

describe('text no column can hold', () => {
  const UNSUPPORTED = { errors: ['Some of the characters entered are not supported.'] };

  it('refuses NUL and unpaired surrogates in bodies, without a login too (was 500)', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/login', headers: json(), payload: '{"email":"a\\u0000b","password":"x"}' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(UNSUPPORTED);
    const waiting = await t.app.inject({ method: 'POST', url: '/service-wait-list/api/v1/home-equity-loan-plus', headers: json(), payload: JSON.stringify(waitListBody({ street1: 'a\u0000b' })) });
    expect(waiting.json()).toEqual(UNSUPPORTED);
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      headers: json(),
      payload: '{"event":"x","eventProperties":{"k":"\\ud800"}}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual(UNSUPPORTED);
    const key = await t.app.inject({ method: 'POST', url: '/ft/external/event', headers: json(), payload: '{"event":"x","eventProperties":{"\\u0000":"v"}}' });
    expect(key.json()).toEqual(UNSUPPORTED);
  });

  it('refuses NUL in a query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/service-address/external/api/v1/typeahead?q=12%00Main%20St', headers: json() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(UNSUPPORTED);
  });

  it('still accepts paired surrogates (emoji) and accented letters', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/ft/external/event', headers: json(), payload: { event: 'x', eventProperties: { note: 'Zoë 👍' } } });
    expect(response.statusCode).toBeLessThan(300);
  });
});
