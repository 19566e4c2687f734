import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryCreditPath, submitSsnPath } from '@lintel/contract';
import { findAuditTrail, findLiabilities } from '../../src/modules/application/index.ts';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import {
  createApplicationBody,
  createApplicationVia,
  waitForStatusOtherThan,
} from '../application/application-fixtures.ts';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const OPS = '/service-ops/agent/api/v1';
const post = (app: FastifyInstance, url: string, jwt: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(jwt), ...(payload ? { payload } : {}) });

const applicationIn = async (lastName: string, expected: string) => {
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ lastName }));
  expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe(expected);
  return { applicant, uuid };
};

/** Lien verification is another module's: an admin puts the application where the hard pull starts. */
const enterHardPull = async (uuid: string) => {
  const response = await post(t.app, `${OPS}/applications/${uuid}/status`, admin.jwt, {
    status: 'HARD_CREDIT_PULL',
    reason: 'test',
    force: true,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const advanceOneMinute = async () =>
  expect((await post(t.app, `${OPS}/clock/advance`, admin.jwt, { minutes: 1 })).statusCode).toBe(200);

describe('the hard credit pull job', () => {
  it('moves a matching applicant to FINAL_OFFER and records the tradelines as hard-pull liabilities', async () => {
    const { applicant, uuid } = await applicationIn('Lovelace', 'OFFER_SELECTION');
    await enterHardPull(uuid);
    const status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'HARD_CREDIT_PULL');
    expect(status).toMatchObject({
      applicationStatus: 'FINAL_OFFER',
      status: { uwSubDecision: 'FINAL_OFFER' },
    });
    const hard = (await findLiabilities({ db: t.db, applicationUuid: uuid })).filter(
      (line) => line.source === 'HARD',
    );
    expect(hard.map((line) => line.accountType).sort()).toEqual(['AUTO', 'MORTGAGE', 'REVOLVING']);
    // The soft pull's set for the same accounts stays in the table; readers see the latest pull's set only.
    const detail = await t.app.inject({ method: 'GET', url: `${OPS}/applications/${uuid}`, headers: bearer(admin.jwt) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().liabilities.map((line: { accountType: string }) => line.accountType).sort()).toEqual(['AUTO', 'MORTGAGE', 'REVOLVING']);
    const audit = await findAuditTrail({ db: t.db, applicationUuid: uuid });
    expect(audit.at(-1)).toMatchObject({
      fromStatus: 'HARD_CREDIT_PULL',
      toStatus: 'FINAL_OFFER',
      actorKind: 'SYSTEM',
    });
  });

  it('stops on a frozen file, refuses nobody’s retry but the owner’s, stays frozen too soon and succeeds after a simulated minute', async () => {
    // Soft pull frozen, lifted after a minute: the freeze clears, and the hard pull then meets a new one.
    const { applicant, uuid } = await applicationIn('Frozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    await advanceOneMinute();
    expect((await post(t.app, retryCreditPath(uuid), applicant.jwt)).statusCode).toBe(200);
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe(
      'OFFER_SELECTION',
    );

    await enterHardPull(uuid);
    const frozen = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'HARD_CREDIT_PULL');
    expect(frozen).toMatchObject({
      applicationStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN',
      status: { uwSubDecision: 'CREDIT_FROZEN' },
    });

    const stranger = await registerApplicant(t.app);
    expect((await post(t.app, retryCreditPath(uuid), stranger.jwt)).statusCode).toBe(404);

    const early = await post(t.app, retryCreditPath(uuid), applicant.jwt);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({ uuid, applicationStatus: 'HARD_CREDIT_PULL' });
    expect(
      (await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'HARD_CREDIT_PULL')).applicationStatus,
    ).toBe('HARD_CREDIT_LOCKED_OR_FROZEN');

    await advanceOneMinute();
    expect((await post(t.app, retryCreditPath(uuid), applicant.jwt)).statusCode).toBe(200);
    expect(
      (await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'HARD_CREDIT_PULL')).applicationStatus,
    ).toBe('FINAL_OFFER');
    // A retry once the pull is done has nothing to retry.
    expect((await post(t.app, retryCreditPath(uuid), applicant.jwt)).statusCode).toBe(409);
  });

  it('uses the social security number the applicant gave after a no-match', async () => {
    const { applicant, uuid } = await applicationIn('Nomatch', 'CREDIT_NO_MATCH');
    expect((await post(t.app, submitSsnPath(uuid), applicant.jwt, { ssn: '123-45-6789' })).statusCode).toBe(
      200,
    );
    const afterSsn = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'WAITING_FOR_CREDIT_REPULL');
    const settled =
      afterSsn.applicationStatus === 'IN_PROGRESS'
        ? await waitForStatusOtherThan(t.app, applicant.jwt, uuid)
        : afterSsn;
    expect(settled.applicationStatus).toBe('OFFER_SELECTION');
    await enterHardPull(uuid);
    // Without the number the bureau would find no match and the pull would end in CREDIT_ERROR.
    expect(
      (await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'HARD_CREDIT_PULL')).applicationStatus,
    ).toBe('FINAL_OFFER');
  });
});

describe('the rerun with a social security number', () => {
  it('records the report in the same change that re-enters IN_PROGRESS, so no pull without the number can start', async () => {
    const { applicant, uuid } = await applicationIn('Nomatch', 'CREDIT_NO_MATCH');
    expect((await post(t.app, submitSsnPath(uuid), applicant.jwt, { ssn: '123-45-6789' })).statusCode).toBe(
      200,
    );
    const afterSsn = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'WAITING_FOR_CREDIT_REPULL');
    if (afterSsn.applicationStatus === 'IN_PROGRESS')
      await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
    const audit = await findAuditTrail({ db: t.db, applicationUuid: uuid });
    const reentry = audit.find((entry) => entry.fromStatus === 'WAITING_FOR_CREDIT_REPULL');
    expect(reentry).toMatchObject({ toStatus: 'IN_PROGRESS' });
    expect((reentry?.details as { fields?: string[] }).fields).toEqual(
      expect.arrayContaining(['creditReportId', 'creditScore']),
    );
    // Exactly one soft pull after the number: no second "Soft credit pulled" entry from a pull without it.
    expect(audit.filter((entry) => entry.reason === 'Soft credit pulled')).toHaveLength(0);
  });
});
