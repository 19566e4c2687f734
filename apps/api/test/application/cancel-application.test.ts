import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@lintel/contract';
import { APPLICANT_CANCEL_MESSAGES, APPLICANT_CANCEL_REASON_MAX } from '@lintel/domain';
import {
  bearer,
  buildTestApp,
  createAgent,
  json,
  readMailbox,
  registerApplicant,
  STRONG_PASSWORD,
  uniqueEmail,
  waitFor,
  type TMailboxMessage,
  type TTestApp,
} from '../helper.ts';
import {
  createApplicationBody,
  createApplicationVia,
  readStatus,
  waitForStatusOtherThan,
} from './application-fixtures.ts';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const BASE = '/service-application/api/v1/application/heloc';
const OPS = '/service-ops/agent/api/v1/applications';

const cancel = (jwt: string, uuid: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/${uuid}/cancel`,
    headers: bearer(jwt),
    payload: payload as object,
  });

const force = async (uuid: string, status: string) => {
  const forced = await t.app.inject({
    method: 'POST',
    url: `${OPS}/${uuid}/status`,
    headers: bearer(admin.jwt),
    payload: { status, reason: 'test set-up', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
};

const auditTrail = async (uuid: string): Promise<TAuditEntry[]> => {
  const detail = await t.app.inject({ method: 'GET', url: `${OPS}/${uuid}`, headers: bearer(admin.jwt) });
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json<{ auditTrail: TAuditEntry[] }>().auditTrail;
};

/** An applicant whose application went through pre-qualification (OFFER_SELECTION), then was put into `status`. */
const applicationIn = async (status?: string) => {
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody());
  await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
  if (status) await force(uuid, status);
  return { ...applicant, uuid };
};

describe('the applicant cancels its application (decision 084)', () => {
  it.each([
    'OFFER_SELECTION',
    'NO_AVM_FOUND',
    'INCOME_VERIFICATION',
    'DEED_SIGNING',
    'AUTOPAY_ACCOUNT',
    'PAYOFF_REQUEST_PENDING',
  ])('from %s: CANCELLED, with the reason trimmed in the audit trail as the applicant', async (status) => {
    const { jwt, uuid, identityUuid } = await applicationIn(
      status === 'OFFER_SELECTION' ? undefined : status,
    );
    const cancelled = await cancel(jwt, uuid, { reason: '  We decided to sell the house.  ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ uuid, applicationStatus: 'CANCELLED', active: false });
    expect((await readStatus(t.app, jwt, uuid)).applicationStatus).toBe('CANCELLED');
    expect((await auditTrail(uuid)).at(-1)).toMatchObject({
      actorKind: 'APPLICANT',
      actorIdentityUuid: identityUuid,
      action: 'STATUS_CHANGED',
      fromStatus: status,
      toStatus: 'CANCELLED',
      reason: 'Cancelled by the applicant: We decided to sell the house.',
    });
  });

  it('records that no reason was given, with no body field, a null or a blank one', async () => {
    for (const payload of [{}, { reason: null }, { reason: '   ' }]) {
      const { jwt, uuid } = await applicationIn();
      const cancelled = await cancel(jwt, uuid, payload);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await auditTrail(uuid)).at(-1)?.reason).toBe(
        `Cancelled by the applicant: ${APPLICANT_CANCEL_MESSAGES.noReasonGiven}`,
      );
    }
  });

  it.each([
    ['CANCELLED', APPLICANT_CANCEL_MESSAGES.notCancellable],
    ['COMPLETE', APPLICANT_CANCEL_MESSAGES.notCancellable],
    ['DECLINED', APPLICANT_CANCEL_MESSAGES.notCancellable],
    ['RESCISSION', APPLICANT_CANCEL_MESSAGES.useRightToCancel],
    ['RECORDING', APPLICANT_CANCEL_MESSAGES.closed],
    ['FUNDABLE', APPLICANT_CANCEL_MESSAGES.closed],
  ])('answers 409 in %s and changes nothing', async (status, message) => {
    const { jwt, uuid } = await applicationIn(status);
    const refused = await cancel(jwt, uuid, { reason: 'changed my mind' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ errors: [message] });
    // The closing statuses' own jobs may move on meanwhile (FUNDABLE to FUNDING_DECISION); the applicant moved nothing.
    if (status !== 'CANCELLED')
      expect((await readStatus(t.app, jwt, uuid)).applicationStatus).not.toBe('CANCELLED');
    expect(
      (await auditTrail(uuid)).filter(
        (entry) => entry.actorKind === 'APPLICANT' && entry.toStatus === 'CANCELLED',
      ),
    ).toEqual([]);
  });

  it('refuses a payoff wait after closing (the application went through the right to cancel)', async () => {
    const { jwt, uuid } = await applicationIn('GEN_RESCISSION');
    await force(uuid, 'PAYOFF_REQUEST_PENDING');
    const refused = await cancel(jwt, uuid);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ errors: [APPLICANT_CANCEL_MESSAGES.closed] });
  });

  it('answers 404 for another applicant’s application, an unknown uuid and a uuid that is not one', async () => {
    const { uuid } = await applicationIn();
    const stranger = await registerApplicant(t.app);
    for (const target of [uuid, randomUUID(), 'not-a-uuid']) {
      const response = await cancel(stranger.jwt, target);
      expect(response.statusCode, `${target}: ${response.body}`).toBe(404);
    }
    expect((await auditTrail(uuid)).at(-1)?.toStatus).toBe('OFFER_SELECTION');
  });

  it('answers 401 without a session', async () => {
    const { uuid } = await applicationIn();
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}/cancel`,
      headers: json(),
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 with an errors list for a reason too long or not text, and changes nothing', async () => {
    const { jwt, uuid } = await applicationIn();
    for (const payload of [
      { reason: 'x'.repeat(APPLICANT_CANCEL_REASON_MAX + 1) },
      { reason: 42 },
      { reason: ['a'] },
    ]) {
      const response = await cancel(jwt, uuid, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
    }
    const tooLong = await cancel(jwt, uuid, { reason: 'x'.repeat(APPLICANT_CANCEL_REASON_MAX + 1) });
    expect(tooLong.json()).toEqual({ errors: [APPLICANT_CANCEL_MESSAGES.reasonTooLong] });
    // Padding trimmed away fits.
    const padded = await cancel(jwt, uuid, { reason: ` ${'y'.repeat(APPLICANT_CANCEL_REASON_MAX)} ` });
    expect(padded.statusCode, padded.body).toBe(200);
  });

  it('an additional signer cannot cancel the primary’s application (404, as for every applicant call)', async () => {
    const primary = await applicationIn('CO_DEED_REQ');
    const email = uniqueEmail('cosigner');
    const invited = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${primary.uuid}/co-deed/signers`,
      headers: bearer(primary.jwt),
      payload: { firstName: 'Jordan', lastName: 'Rivera', email, phoneNumber: '(303) 555-0142' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const messages = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, email)).json<TMailboxMessage[]>();
      return list.length > 0 ? list : undefined;
    });
    const link = messages[0]!.links.find((l) => l.includes('/heloc-signer/login'))!;
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${BASE}/co-deed/invitation/accept`,
      headers: json(),
      payload: { token, mode: 'REGISTER', password: STRONG_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const signerJwt = accepted.json<{ jwt: string }>().jwt;

    const refused = await cancel(signerJwt, primary.uuid, { reason: 'not mine to cancel' });
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await readStatus(t.app, primary.jwt, primary.uuid)).applicationStatus).toBe('CO_DEED_REQ');
  });
});

describe('a cancellation while a pre-qualification job is mid-flight', () => {
  // Its own server whose sandbox vendors answer after two seconds, so the job is surely between its read of the
  // application and its move when the applicant cancels.
  let slow: TTestApp;
  beforeAll(async () => {
    slow = await buildTestApp({ sandboxDelayMs: 2_000 });
  });
  afterAll(async () => slow?.close());

  const prequalifyState = async (uuid: string) =>
    (
      (
        await slow.database.executeSql(
          `select state from pgboss.job where name = 'prequalify' and data->>'applicationUuid' = $1`,
          [uuid],
        )
      ).rows[0] as { state: string } | undefined
    )?.state;

  it('leaves the application CANCELLED after the job has run, and the job records nothing', async () => {
    const applicant = await registerApplicant(slow.app);
    const created = await createApplicationVia(
      slow.app,
      applicant.jwt,
      createApplicationBody({ lastName: 'Racer' }),
    );
    expect(created.applicationStatus).toBe('IN_PROGRESS');
    await waitFor(async () => ((await prequalifyState(created.uuid)) === 'active' ? true : undefined));

    const cancelled = await slow.app.inject({
      method: 'POST',
      url: `${BASE}/${created.uuid}/cancel`,
      headers: bearer(applicant.jwt),
      payload: { reason: 'too slow' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await prequalifyState(created.uuid)).toBe('active');

    await waitFor(
      async () => ((await prequalifyState(created.uuid)) === 'completed' ? true : undefined),
      30_000,
    );
    expect((await readStatus(slow.app, applicant.jwt, created.uuid)).applicationStatus).toBe('CANCELLED');
    const trail = (
      await slow.app.inject({
        method: 'GET',
        url: `${OPS}/${created.uuid}`,
        headers: bearer((await createAgent(slow.app, { admin: true })).jwt),
      })
    ).json<{ auditTrail: TAuditEntry[] }>().auditTrail;
    expect(
      trail.map((entry) => `${entry.actorKind} ${entry.action} ${entry.fromStatus}->${entry.toStatus}`),
    ).toEqual([expect.stringMatching(/->IN_PROGRESS$/), 'APPLICANT STATUS_CHANGED IN_PROGRESS->CANCELLED']);
    expect(trail.at(-1)?.reason).toBe('Cancelled by the applicant: too slow');
  });
});
