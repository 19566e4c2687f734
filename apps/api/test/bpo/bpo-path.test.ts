import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BPO_MESSAGES, bpoConditionPath, bpoEstimatePath, bpoOrderPath, bpoPath } from '@lintel/contract';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import {
  createApplicationBody,
  createApplicationVia,
  readStatus,
  waitForStatusOtherThan,
} from '../application/application-fixtures.ts';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  // Processing opinions are read again every second instead of every 15.
  t = await buildTestApp({ bpoCheckEverySeconds: 1 });
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const post = (app: FastifyInstance, url: string, jwt: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(jwt), payload });
const ESTIMATE = { estimatedValue: 650_000, propertyCondition: 'GOOD' };
const TWO_DAYS_MINUTES = 2 * 24 * 60;

const noAvmApplication = async (state: string) => {
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(
    t.app,
    applicant.jwt,
    createApplicationBody({ street1: '3 Noavm Road', state }),
  );
  const status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
  expect(status).toMatchObject({ applicationStatus: 'NO_AVM_FOUND', status: { bpo: 'BPO_REQUIRED' } });
  return { applicant, uuid };
};

/** The opinion comes back after two simulated days; then the sweep's next check prices the offers. */
const finishOpinion = async (jwt: string, uuid: string) => {
  // The clock may move only once the order is placed, or the turnaround would start after the move.
  const deadline = Date.now() + 15_000;
  while (
    (await t.app.inject({ method: 'GET', url: bpoPath(uuid), headers: bearer(jwt) })).json().orderedAt ===
    null
  ) {
    if (Date.now() > deadline) throw new Error('the broker price opinion was never ordered');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Ordered, but not back before two simulated days: still processing after the next check.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect((await readStatus(t.app, jwt, uuid)).applicationStatus).toBe('NAV_BPO_PROCESSING');
  const advanced = await post(t.app, '/service-ops/agent/api/v1/clock/advance', admin.jwt, {
    minutes: TWO_DAYS_MINUTES,
  });
  expect(advanced.statusCode, advanced.body).toBe(200);
  return waitForStatusOtherThan(t.app, jwt, uuid, 'NAV_BPO_PROCESSING');
};

describe('broker price opinion outside Texas', () => {
  it('takes the estimate, the order with its fee, then offers priced on the opinion', async () => {
    const { applicant, uuid } = await noAvmApplication('CO');

    const details = await t.app.inject({ method: 'GET', url: bpoPath(uuid), headers: bearer(applicant.jwt) });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({
      uuid,
      applicationStatus: 'NO_AVM_FOUND',
      feeDollars: 180,
      estimatedValue: null,
      propertyState: 'CO',
    });
    expect(details.json().propertyAddress).toContain('3 Noavm Road');

    // The order needs the estimate first.
    expect((await post(t.app, bpoOrderPath(uuid), applicant.jwt, { acceptFee: true })).statusCode).toBe(409);

    const estimated = await post(t.app, bpoEstimatePath(uuid), applicant.jwt, ESTIMATE);
    expect(estimated.statusCode, estimated.body).toBe(200);
    expect(estimated.json()).toMatchObject({
      applicationStatus: 'NAV_BPO_ORDER_REQUEST',
      bpo: 'BPO_REQUIRED',
      estimatedValue: 650_000,
      propertyCondition: 'GOOD',
    });
    expect((await post(t.app, bpoEstimatePath(uuid), applicant.jwt, ESTIMATE)).statusCode).toBe(409);

    // Outside Texas there is no acknowledgement to give; the fee must be agreed to.
    expect(
      (await post(t.app, bpoConditionPath(uuid), applicant.jwt, { acknowledged: true })).statusCode,
    ).toBe(409);
    const noFee = await post(t.app, bpoOrderPath(uuid), applicant.jwt, { acceptFee: false });
    expect(noFee.statusCode).toBe(400);
    expect(noFee.json().errors).toEqual([BPO_MESSAGES.feeRequired]);

    const ordered = await post(t.app, bpoOrderPath(uuid), applicant.jwt, { acceptFee: true });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json()).toMatchObject({ applicationStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' });

    const done = await finishOpinion(applicant.jwt, uuid);
    expect(done).toMatchObject({ applicationStatus: 'OFFER_SELECTION', status: { bpo: 'BPO_COMPLETE' } });
    const application = await t.app.inject({
      method: 'GET',
      url: `/service-application/api/v1/application/heloc/${uuid}`,
      headers: bearer(applicant.jwt),
    });
    expect(application.json().adjustedHomeAmount).toBeGreaterThan(0);
    const after = await t.app.inject({ method: 'GET', url: bpoPath(uuid), headers: bearer(applicant.jwt) });
    expect(after.json().orderedAt).not.toBeNull();
  });

  it('answers 400 with the form’s messages for a bad estimate', async () => {
    const { applicant, uuid } = await noAvmApplication('CO');
    const cases: [object, string][] = [
      [{ propertyCondition: 'GOOD' }, BPO_MESSAGES.valueRequired],
      [{ estimatedValue: 1_000, propertyCondition: 'GOOD' }, BPO_MESSAGES.valueMin],
      [{ estimatedValue: 20_000_000, propertyCondition: 'GOOD' }, BPO_MESSAGES.valueMax],
      [{ estimatedValue: 400_000 }, BPO_MESSAGES.conditionRequired],
      [{ estimatedValue: 400_000, propertyCondition: 'RUINED' }, BPO_MESSAGES.conditionRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await post(t.app, bpoEstimatePath(uuid), applicant.jwt, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('NO_AVM_FOUND');
  });

  it('answers 404 to anyone but the owner and for a malformed id', async () => {
    const { uuid } = await noAvmApplication('CO');
    const stranger = await registerApplicant(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: bpoPath(uuid), headers: bearer(stranger.jwt) })).statusCode,
    ).toBe(404);
    expect((await post(t.app, bpoEstimatePath(uuid), stranger.jwt, ESTIMATE)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: bpoPath('not-a-uuid'), headers: bearer(stranger.jwt) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('broker price opinion in Texas', () => {
  it('asks for the acknowledgement instead of the order, then offers', async () => {
    const { applicant, uuid } = await noAvmApplication('TX');
    expect((await post(t.app, bpoEstimatePath(uuid), applicant.jwt, ESTIMATE)).statusCode).toBe(200);
    expect((await post(t.app, bpoOrderPath(uuid), applicant.jwt, { acceptFee: true })).statusCode).toBe(409);
    const unacknowledged = await post(t.app, bpoConditionPath(uuid), applicant.jwt, {});
    expect(unacknowledged.statusCode).toBe(400);
    expect(unacknowledged.json().errors).toEqual([BPO_MESSAGES.acknowledgementRequired]);
    const acknowledged = await post(t.app, bpoConditionPath(uuid), applicant.jwt, { acknowledged: true });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json()).toMatchObject({
      applicationStatus: 'NAV_BPO_PROCESSING',
      bpo: 'BPO_PROCESSING',
    });
    expect(await finishOpinion(applicant.jwt, uuid)).toMatchObject({
      applicationStatus: 'OFFER_SELECTION',
      status: { bpo: 'BPO_COMPLETE' },
    });
  });
});
