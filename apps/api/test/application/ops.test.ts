import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeStatus } from '../../src/modules/application/index.ts';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia, readStatus, waitForStatusOtherThan } from './application-fixtures.ts';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createAgent>>;
let admin: Awaited<ReturnType<typeof createAgent>>;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await createAgent(t.app, { orgCodes: ['LINTEL'] });
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const OPS = '/service-ops/agent/api/v1';

/** An application that has reached OFFER_SELECTION through the jobs. */
const offeredApplication = async (lastName = 'Lovelace') => {
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ lastName }));
  const status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
  expect(status.applicationStatus).toBe('OFFER_SELECTION');
  return { applicant, uuid };
};

const move = (jwt: string, uuid: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${OPS}/applications/${uuid}/status`, headers: bearer(jwt), payload });

describe('agent operations', () => {
  it('moves an application along an allowed transition, shows it to the applicant, and records it in the audit trail', async () => {
    const { applicant, uuid } = await offeredApplication('Hopper');
    const moved = await move(agent.jwt, uuid, { status: 'COLLECT_ADDITIONAL_INFO', reason: 'Applicant chose an offer by phone' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('COLLECT_ADDITIONAL_INFO');

    const detail = (await t.app.inject({ method: 'GET', url: `${OPS}/applications/${uuid}`, headers: bearer(agent.jwt) })).json();
    const last = detail.auditTrail.at(-1);
    expect(last).toMatchObject({
      actorKind: 'AGENT',
      actorIdentityUuid: agent.identityUuid,
      fromStatus: 'OFFER_SELECTION',
      toStatus: 'COLLECT_ADDITIONAL_INFO',
      reason: 'Applicant chose an offer by phone',
    });
    expect(detail.auditTrail[0]).toMatchObject({ action: 'CREATED', actorKind: 'APPLICANT' });
  });

  it('refuses a transition the table does not allow, and force from anyone but an admin', async () => {
    const { uuid } = await offeredApplication('Turing');
    const skip = await move(agent.jwt, uuid, { status: 'COMPLETE', reason: 'skip ahead' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().errors[0]).toBe('A change from OFFER_SELECTION to COMPLETE is not allowed');
    const forcedByAgent = await move(agent.jwt, uuid, { status: 'COMPLETE', reason: 'skip ahead', force: true });
    expect(forcedByAgent.statusCode).toBe(400);
    const forcedByAdmin = await move(admin.jwt, uuid, {
      status: 'NOTE_SIGNING',
      reason: 'test setup',
      force: true,
      fields: { manualNotary: true },
    });
    expect(forcedByAdmin.statusCode, forcedByAdmin.body).toBe(200);
    expect(forcedByAdmin.json()).toMatchObject({ applicationStatus: 'NOTE_SIGNING', status: { manualNotary: true } });
    const detail = (await t.app.inject({ method: 'GET', url: `${OPS}/applications/${uuid}`, headers: bearer(admin.jwt) })).json();
    expect(detail.auditTrail.at(-1)).toMatchObject({ action: 'STATUS_FORCED', actorKind: 'ADMIN' });
  });

  it('lets one of two concurrent status changes win and answers the other with a conflict', async () => {
    const { uuid } = await offeredApplication('Liskov');
    // Only the winner's change happened: exactly one of the two statuses was reached.
    const changes = await Promise.allSettled([
      changeStatus({ db: t.db, uuid, to: 'COLLECT_ADDITIONAL_INFO', actor: { kind: 'SYSTEM' }, reason: 'first', expectedFrom: 'OFFER_SELECTION' }),
      changeStatus({ db: t.db, uuid, to: 'CANCELLED', actor: { kind: 'SYSTEM' }, reason: 'second', expectedFrom: 'OFFER_SELECTION' }),
    ]);
    expect(changes.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    const rejected = changes.find((c) => c.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.statusCode).toBe(409);

    // A second application, moved to COLLECT_ADDITIONAL_INFO alone: the first may have ended CANCELLED above.
    const second = (await offeredApplication('Liskova')).uuid;
    await changeStatus({ db: t.db, uuid: second, to: 'COLLECT_ADDITIONAL_INFO', actor: { kind: 'SYSTEM' }, reason: 'setup' });

    // Two agents at once from COLLECT_ADDITIONAL_INFO. Whatever the timing, the outcome is one a sequential order
    // explains. Truly concurrent, one wins and the other gets a conflict (409: it read the old status). One after the
    // other: CANCELLED first refuses HMDA (400); HMDA first lets CANCELLED follow (both 200). What must never happen
    // is a lost update (both 200 and the application left in HMDA) or both refused.
    const both = await Promise.all([
      move(agent.jwt, second, { status: 'CANCELLED', reason: 'agent one' }),
      move(agent.jwt, second, { status: 'HMDA', reason: 'agent two' }),
    ]);
    const [cancel, hmda] = both.map((r) => r.statusCode);
    const detail = (await t.app.inject({ method: 'GET', url: `${OPS}/applications/${second}`, headers: bearer(agent.jwt) })).json();
    const moves = detail.auditTrail
      .filter((entry: { reason: string }) => entry.reason === 'agent one' || entry.reason === 'agent two')
      .map((entry: { fromStatus: string; toStatus: string }) => `${entry.fromStatus}->${entry.toStatus}`);
    const status = detail.application.applicationStatus;
    if (cancel === 200 && hmda === 200) {
      expect(moves).toEqual(['COLLECT_ADDITIONAL_INFO->HMDA', 'HMDA->CANCELLED']);
      expect(status).toBe('CANCELLED');
    } else if (cancel === 200) {
      expect([400, 409]).toContain(hmda);
      expect(moves).toEqual(['COLLECT_ADDITIONAL_INFO->CANCELLED']);
      expect(status).toBe('CANCELLED');
    } else {
      expect(hmda).toBe(200);
      expect(cancel).toBe(409);
      expect(moves).toEqual(['COLLECT_ADDITIONAL_INFO->HMDA']);
      expect(status).toBe('HMDA');
    }
  });

  it('lists the organisation applications newest first, filtered by status and by name; hides other organisations', async () => {
    const { uuid } = await offeredApplication('Knuthson');
    const found = await t.app.inject({ method: 'GET', url: `${OPS}/applications?q=knuthson&status=OFFER_SELECTION`, headers: bearer(agent.jwt) });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((i: { uuid: string }) => i.uuid)).toEqual([uuid]);
    const page = (await t.app.inject({ method: 'GET', url: `${OPS}/applications?size=2`, headers: bearer(agent.jwt) })).json();
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);

    const outsider = await createAgent(t.app, { orgCodes: ['HARBOR_CU'] });
    const hidden = await t.app.inject({ method: 'GET', url: `${OPS}/applications/${uuid}`, headers: bearer(outsider.jwt) });
    expect(hidden.statusCode).toBe(404);
    const applicant = await registerApplicant(t.app);
    const notAnAgent = await t.app.inject({ method: 'GET', url: `${OPS}/applications`, headers: bearer(applicant.jwt) });
    expect(notAnAgent.statusCode).toBe(404);
  });

  it('creates a condition the applicant sees, and resolves it so the applicant no longer does', async () => {
    const { applicant, uuid } = await offeredApplication('Hamilton');
    const created = await t.app.inject({
      method: 'POST',
      url: `${OPS}/applications/${uuid}/conditions`,
      headers: bearer(agent.jwt),
      payload: { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', requestDocuments: ['USER_UPLOADED_PAYSTUB'], xtraData: { numDocsRequired: 2 } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const condition = created.json();
    const conditionsUrl = `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
    const seen = (await t.app.inject({ method: 'GET', url: conditionsUrl, headers: bearer(applicant.jwt) })).json();
    expect(seen).toEqual([
      expect.objectContaining({ uuid: condition.uuid, categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', actionNeeded: true, xtraData: { numDocsRequired: 2 } }),
    ]);
    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `${OPS}/applications/${uuid}/conditions/${condition.uuid}`,
      headers: bearer(agent.jwt),
      payload: { resolution: 'Paystubs received' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ actionNeeded: false, resolution: 'Paystubs received' });
    expect((await t.app.inject({ method: 'GET', url: conditionsUrl, headers: bearer(applicant.jwt) })).json()).toEqual([]);
  });

  it('advances the simulated clock for admins only', async () => {
    const byAgent = await t.app.inject({ method: 'POST', url: `${OPS}/clock/advance`, headers: bearer(agent.jwt), payload: { minutes: 5 } });
    expect(byAgent.statusCode).toBe(404);
    const byAdmin = await t.app.inject({ method: 'POST', url: `${OPS}/clock/advance`, headers: bearer(admin.jwt), payload: { minutes: 5 } });
    expect(byAdmin.statusCode).toBe(200);
    expect(new Date(byAdmin.json().now).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
  });
});
