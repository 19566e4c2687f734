import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDecisionPath, retryCreditPath, SSN_MESSAGES, submitSsnPath } from '@lintel/contract';
import { applicantSsns } from '../../src/modules/credit/tables.ts';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia, readStatus, waitForStatusOtherThan } from '../application/application-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ captureLogs: true });
});
afterAll(async () => t?.close());

const SSN = '123-45-6789';

const applicationIn = async (lastName: string, expected: string) => {
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ lastName }));
  const status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
  expect(status.applicationStatus).toBe(expected);
  return { applicant, uuid };
};

const post = (url: string, jwt: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(jwt), ...(payload ? { payload } : {}) });

describe('POST .../credit/ssn', () => {
  it('rejects bad numbers with the messages the form shows', async () => {
    const { applicant, uuid } = await applicationIn('Nomatch', 'CREDIT_NO_MATCH');
    const cases: [unknown, string][] = [
      ['', SSN_MESSAGES.required],
      ['12345678', SSN_MESSAGES.length],
      ['12345678a', SSN_MESSAGES.length],
      ['000-12-3456', SSN_MESSAGES.invalid],
      ['966-12-3456', SSN_MESSAGES.invalid],
    ];
    for (const [ssn, message] of cases) {
      const response = await post(submitSsnPath(uuid), applicant.jwt, { ssn });
      expect(response.statusCode, String(ssn)).toBe(400);
      expect(response.json().errors.join(' ')).toContain(message);
    }
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('CREDIT_NO_MATCH');
  });

  it('answers 404 for another applicant, an unknown application and a malformed id', async () => {
    const { uuid } = await applicationIn('Nomatch', 'CREDIT_NO_MATCH');
    const stranger = await registerApplicant(t.app);
    expect((await post(submitSsnPath(uuid), stranger.jwt, { ssn: SSN })).statusCode).toBe(404);
    expect((await post(submitSsnPath('3f2c1a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70'), stranger.jwt, { ssn: SSN })).statusCode).toBe(404);
    expect((await post(submitSsnPath('not-a-uuid'), stranger.jwt, { ssn: SSN })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: submitSsnPath(uuid), headers: { 'x-org': 'LINTEL' }, payload: { ssn: SSN } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores the number sealed, never answers or logs it, and a match carries on to offers', async () => {
    const { applicant, uuid } = await applicationIn('Nomatch', 'CREDIT_NO_MATCH');
    const response = await post(submitSsnPath(uuid), applicant.jwt, { ssn: SSN });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ uuid, applicationStatus: 'WAITING_FOR_CREDIT_REPULL' });
    expect(response.body).not.toContain('6789');

    const [row] = await t.db.select().from(applicantSsns).where(eq(applicantSsns.applicationUuid, uuid));
    expect(row?.sealed).toMatch(/^v2\.[A-Za-z0-9_-]+\./);
    expect(row?.sealed).not.toContain('123456789');
    expect(row?.sealed).not.toContain('6789');

    const final = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'WAITING_FOR_CREDIT_REPULL');
    const settled = final.applicationStatus === 'IN_PROGRESS' ? await waitForStatusOtherThan(t.app, applicant.jwt, uuid) : final;
    expect(settled.applicationStatus).toBe('OFFER_SELECTION');

    const application = await t.app.inject({ method: 'GET', url: `/service-application/api/v1/application/heloc/${uuid}`, headers: bearer(applicant.jwt) });
    expect(application.body).not.toMatch(/123-?45-?6789/);
    expect(t.logs.join('\n')).not.toMatch(/123-?45-?6789/);
  });

  it('sends a number ending 0000 to CREDIT_NO_MATCH_SSN', async () => {
    const { applicant, uuid } = await applicationIn('Nomatch', 'CREDIT_NO_MATCH');
    expect((await post(submitSsnPath(uuid), applicant.jwt, { ssn: '123450000' })).statusCode).toBe(200);
    const status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'WAITING_FOR_CREDIT_REPULL');
    expect(status.applicationStatus).toBe('CREDIT_NO_MATCH_SSN');
  });

  it('refuses a number when the application is not waiting for one', async () => {
    const { applicant, uuid } = await applicationIn('Lovelace', 'OFFER_SELECTION');
    const response = await post(submitSsnPath(uuid), applicant.jwt, { ssn: SSN });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual(['A social security number is not needed for this application right now.']);
  });
});

describe('POST .../credit/retry', () => {
  it('stays frozen when retried too soon and matches after a simulated minute', async () => {
    const { applicant, uuid } = await applicationIn('Frozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    const stranger = await registerApplicant(t.app);
    expect((await post(retryCreditPath(uuid), stranger.jwt)).statusCode).toBe(404);

    const early = await post(retryCreditPath(uuid), applicant.jwt);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().applicationStatus).toBe('IN_PROGRESS');
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe('SOFT_CREDIT_LOCKED_OR_FROZEN');

    const admin = await createAgent(t.app, { admin: true });
    const advanced = await post('/service-ops/agent/api/v1/clock/advance', admin.jwt, { minutes: 1 });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect((await post(retryCreditPath(uuid), applicant.jwt)).statusCode).toBe(200);
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  });

  it('refuses a retry when the credit is not frozen', async () => {
    const { applicant, uuid } = await applicationIn('Nomatch', 'CREDIT_NO_MATCH');
    const response = await post(retryCreditPath(uuid), applicant.jwt);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual(['There is no frozen credit report to retry for this application.']);
  });
});

describe('GET .../credit/decision', () => {
  it('shows the owner the adverse-action reasons of a decline, and nobody else anything', async () => {
    const { applicant, uuid } = await applicationIn('Decline', 'DECLINED');
    const response = await t.app.inject({ method: 'GET', url: creditDecisionPath(uuid), headers: bearer(applicant.jwt) });
    expect(response.statusCode).toBe(200);
    expect(response.json().adverseActionReasons).toEqual([
      'Serious delinquency',
      'Proportion of balances to credit limits on revolving accounts is too high',
      'Number of accounts with delinquency',
    ]);
    const stranger = await registerApplicant(t.app);
    expect((await t.app.inject({ method: 'GET', url: creditDecisionPath(uuid), headers: bearer(stranger.jwt) })).statusCode).toBe(404);
  });
});
