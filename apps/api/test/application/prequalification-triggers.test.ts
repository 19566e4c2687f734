import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia, waitForStatusOtherThan } from './application-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** Registers an applicant, creates an application with the given inputs and waits for the jobs. */
const runPrequalification = async (inputs: Parameters<typeof createApplicationBody>[0]) => {
  const applicant = await registerApplicant(t.app);
  const created = await createApplicationVia(t.app, applicant.jwt, createApplicationBody(inputs));
  expect(created.applicationStatus).toBe('IN_PROGRESS');
  const status = await waitForStatusOtherThan(t.app, applicant.jwt, created.uuid);
  return { applicant, uuid: created.uuid, status };
};

describe('pre-qualification through the real job chain', () => {
  it('takes an ordinary applicant to OFFER_SELECTION with offers priced within the brand limits', async () => {
    const { applicant, uuid, status } = await runPrequalification({});
    expect(status.applicationStatus).toBe('OFFER_SELECTION');
    expect(status.status).toMatchObject({ uwDecision: 'INITIAL', uwSubDecision: 'UNVERIFIED_OFFER', bpo: 'BPO_NOT_REQUIRED' });
    const application = (
      await t.app.inject({ method: 'GET', url: `/service-application/api/v1/application/heloc/${uuid}`, headers: bearer(applicant.jwt) })
    ).json();
    expect(application.rate).toBeGreaterThanOrEqual(8.24);
    expect(application.rate).toBeLessThanOrEqual(15.99);
    expect(application.amount).toBeGreaterThanOrEqual(15_000);
    expect(application.amount).toBeLessThanOrEqual(400_000);
    expect(application.adjustedHomeAmount).toBeGreaterThan(application.amount);
  });

  it.each([
    [{ lastName: 'Nomatch' }, 'CREDIT_NO_MATCH'],
    [{ lastName: 'Decline' }, 'DECLINED'],
    [{ lastName: 'Delinquent' }, 'DELINQUENCY_REVIEW'],
    [{ street1: '1 Nowhere Lane' }, 'NO_PROPERTY_FOUND'],
    [{ street1: '2 Multiple Ave' }, 'MULTIPLE_PROPERTIES'],
    [{ income: 15_000, otherIncome: 0 }, 'ASSETS_PREQUAL'],
  ])('ends %o in %s', async (inputs, expected) => {
    const { status } = await runPrequalification(inputs);
    expect(status.applicationStatus).toBe(expected);
  });

  it('does not send low income with other income to assets pre-qualification', async () => {
    const { status } = await runPrequalification({ income: 15_000, otherIncome: 12_000 });
    expect(status.applicationStatus).toBe('OFFER_SELECTION');
  });

  it('sends a street starting "3 Noavm" to NO_AVM_FOUND with a broker price opinion required', async () => {
    const { status } = await runPrequalification({ street1: '3 Noavm Rd' });
    expect(status.applicationStatus).toBe('NO_AVM_FOUND');
    expect(status.status.bpo).toBe('BPO_REQUIRED');
  });

  it('records the decline with adverse-action reasons and liabilities from the tradelines of a delinquent file', async () => {
    const agent = await createAgent(t.app, { orgCodes: ['LINTEL'] });
    const declined = await runPrequalification({ lastName: 'Decline' });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/service-ops/agent/api/v1/applications/${declined.uuid}`, headers: bearer(agent.jwt) })
    ).json();
    const entry = detail.auditTrail.find((e: { toStatus: string }) => e.toStatus === 'DECLINED');
    expect(entry.details.adverseActionReasons.length).toBeGreaterThan(0);
    expect(entry.actorKind).toBe('SYSTEM');

    const delinquent = await runPrequalification({ lastName: 'Delinquent' });
    const delinquentDetail = (
      await t.app.inject({ method: 'GET', url: `/service-ops/agent/api/v1/applications/${delinquent.uuid}`, headers: bearer(agent.jwt) })
    ).json();
    expect(delinquentDetail.liabilities.length).toBeGreaterThan(0);
    expect(delinquentDetail.liabilities[0].monetaryBalance).toBeGreaterThan(0);
  });

  it('keeps Frozen frozen on a retry within a simulated minute, and matches after the clock moves a minute', async () => {
    const { applicant, uuid, status } = await runPrequalification({ lastName: 'Frozen' });
    expect(status.applicationStatus).toBe('SOFT_CREDIT_LOCKED_OR_FROZEN');
    const admin = await createAgent(t.app, { admin: true });
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
        headers: bearer(admin.jwt),
        payload: { status: 'IN_PROGRESS', reason: 'Applicant unfroze the file and retried' },
      });

    expect((await retry()).statusCode).toBe(200);
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe('SOFT_CREDIT_LOCKED_OR_FROZEN');

    const advanced = await t.app.inject({
      method: 'POST',
      url: '/service-ops/agent/api/v1/clock/advance',
      headers: bearer(admin.jwt),
      payload: { minutes: 1 },
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect((await retry()).statusCode).toBe(200);
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  });

  it('retries a bureau that does not answer, then moves the application to CREDIT_ERROR instead of leaving it waiting', async () => {
    const { status } = await runPrequalification({ lastName: 'Outage' });
    expect(status.applicationStatus).toBe('CREDIT_ERROR');
  }, 40_000);
});
