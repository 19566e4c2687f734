import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIdentityResponse, TLiensResponse, TOffersResponse } from '@lintel/contract';
import { FCRA_NOTICE_VERSION, IDENTITY_MESSAGES, LIENS_MESSAGES } from '@lintel/domain';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import {
  createApplicationBody,
  readStatus,
  waitForStatusOtherThan,
} from '../application/application-fixtures.ts';
import { findAuditTrail, findLiabilities } from '../../src/modules/application/index.ts';
import { multipartBody } from '../documents/multipart.ts';
import { sampleExecutable, sampleJpeg } from '../documents/sample-files.ts';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp({ payoffCheckEverySeconds: 1 });
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const BASE = '/service-application/api/v1/application/heloc';

/** An applicant who chose an offer, put into `status` by an admin (the earlier steps are other modules'). */
const applicationIn = async (status: string, overrides: Parameters<typeof createApplicationBody>[0] = {}) => {
  const applicant = await registerApplicant(t.app);
  const headers = bearer(applicant.jwt);
  const created = await t.app.inject({
    method: 'POST',
    url: `${BASE}/create-application?state=CO`,
    headers,
    payload: createApplicationBody(overrides),
  });
  expect(created.statusCode, created.body).toBe(200);
  const { uuid } = created.json<{ uuid: string }>();
  expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe(
    'OFFER_SELECTION',
  );
  const offers = (
    await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/offers`, headers })
  ).json<TOffersResponse>();
  const offer = offers.offerSet!.offers.find((o) => o.term === 10)!;
  const selected = await t.app.inject({
    method: 'POST',
    url: `${BASE}/${uuid}/offers/select`,
    headers,
    payload: {
      type: offer.type,
      term: offer.term,
      originationFeeRate: offer.originationFee,
      drawAmount: 40_000,
    },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const forced = await t.app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(admin.jwt),
    payload: { status, reason: 'test', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
  return { applicant, uuid, headers };
};

const upload = async (
  uuid: string,
  headers: Record<string, string>,
  type: string,
  filename: string,
  data = sampleJpeg(),
) => {
  const body = multipartBody([
    { name: 'type', value: type },
    { name: 'file', filename, contentType: 'image/jpeg', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/service-document/api/v1/applications/${uuid}/documents`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const uploadOk = async (uuid: string, headers: Record<string, string>, type: string, filename: string) => {
  const response = await upload(uuid, headers, type, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uuid: string }[]>()[0]!.uuid;
};

const submitId = (uuid: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${uuid}/identity`, headers, payload });

describe('identity verification', () => {
  it('verifies a driver’s license (front and back), moves on to LIEN_VERIFICATION and answers a repeat with the same result', async () => {
    const { applicant, uuid, headers } = await applicationIn('IDENTITY_VERIFICATION');
    const front = await uploadOk(uuid, headers, 'DRIVERSLICENSEFRONT', 'license-front.jpg');
    const back = await uploadOk(uuid, headers, 'DRIVERSLICENSEBACK', 'license-back.jpg');

    const stranger = await registerApplicant(t.app);
    expect(
      (await submitId(uuid, bearer(stranger.jwt), { idType: 'DRIVERS_LICENSE', frontDocumentUuid: front }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/identity`, headers: bearer(stranger.jwt) }))
        .statusCode,
    ).toBe(404);

    const first = await submitId(uuid, headers, {
      idType: 'DRIVERS_LICENSE',
      frontDocumentUuid: front,
      backDocumentUuid: back,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TIdentityResponse>()).toMatchObject({
      applicationStatus: 'LIEN_VERIFICATION',
      verification: { result: 'VERIFIED', idType: 'DRIVERS_LICENSE' },
      openConditionUuid: null,
    });
    const again = await submitId(uuid, headers, {
      idType: 'DRIVERS_LICENSE',
      frontDocumentUuid: front,
      backDocumentUuid: back,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TIdentityResponse>().verification).toEqual(
      first.json<TIdentityResponse>().verification,
    );
    const trail = await findAuditTrail({ db: t.db, applicationUuid: uuid });
    expect(trail.filter((row) => row.toStatus === 'LIEN_VERIFICATION')).toHaveLength(1);
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('LIEN_VERIFICATION');
  });

  it('refuses bad input with a 400 naming the problem: a bad file, a wrong side, a back for a passport, no ID type', async () => {
    const { uuid, headers } = await applicationIn('IDENTITY_VERIFICATION');
    const bad = await upload(uuid, headers, 'PASSPORTFRONT', 'passport.exe', sampleExecutable());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      'passport.exe is not a PDF, JPEG, PNG or HEIC file. Please upload one of those.',
    ]);

    const licenseFront = await uploadOk(uuid, headers, 'DRIVERSLICENSEFRONT', 'front.jpg');
    const wrongSide = await submitId(uuid, headers, { idType: 'PASSPORT', frontDocumentUuid: licenseFront });
    expect(wrongSide.statusCode).toBe(400);
    expect(wrongSide.json().errors).toEqual([IDENTITY_MESSAGES.front]);
    const passport = await uploadOk(uuid, headers, 'PASSPORTFRONT', 'passport.jpg');
    const withBack = await submitId(uuid, headers, {
      idType: 'PASSPORT',
      frontDocumentUuid: passport,
      backDocumentUuid: licenseFront,
    });
    expect(withBack.json().errors).toEqual([IDENTITY_MESSAGES.noBack]);
    const noType = await submitId(uuid, headers, { frontDocumentUuid: passport });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors.join(' ')).toContain(IDENTITY_MESSAGES.idType);
    const notUuid = await submitId(uuid, headers, {
      idType: 'PASSPORT',
      frontDocumentUuid: 'x'.repeat(5000),
    });
    expect(notUuid.statusCode).toBe(400);
  });

  it('a mismatch opens the ID_VERIFICATION_FAILURE condition once; a good ID then resolves it and moves on', async () => {
    const { applicant, uuid, headers } = await applicationIn('IDENTITY_VERIFICATION');
    const bad = await uploadOk(uuid, headers, 'PASSPORTFRONT', 'passport-mismatch.jpg');
    const failed = await submitId(uuid, headers, { idType: 'PASSPORT', frontDocumentUuid: bad });
    expect(failed.statusCode, failed.body).toBe(200);
    const state = failed.json<TIdentityResponse>();
    expect(state).toMatchObject({
      applicationStatus: 'IDENTITY_VERIFICATION',
      verification: { result: 'FAILED_VERIFICATION' },
    });
    expect(state.openConditionUuid).toEqual(expect.any(String));
    const badAgain = await uploadOk(uuid, headers, 'PASSPORTFRONT', 'mismatch-2.jpg');
    expect(
      (
        await submitId(uuid, headers, { idType: 'PASSPORT', frontDocumentUuid: badAgain })
      ).json<TIdentityResponse>().openConditionUuid,
    ).toBe(state.openConditionUuid);

    const conditions = await t.app.inject({
      method: 'GET',
      url: `/service-ops/agent/api/v1/applications/${uuid}`,
      headers: bearer(admin.jwt),
    });
    expect(
      conditions
        .json()
        .conditions.filter((c: { categoryEnum: string }) => c.categoryEnum === 'ID_VERIFICATION_FAILURE'),
    ).toHaveLength(1);

    const good = await uploadOk(uuid, headers, 'PASSPORTFRONT', 'passport.jpg');
    const passed = await submitId(uuid, headers, { idType: 'PASSPORT', frontDocumentUuid: good });
    expect(passed.json<TIdentityResponse>()).toMatchObject({
      applicationStatus: 'LIEN_VERIFICATION',
      verification: { result: 'VERIFIED' },
      openConditionUuid: null,
    });
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('LIEN_VERIFICATION');
  });

  it('answers 409 when identity is not asked for', async () => {
    const { uuid, headers } = await applicationIn('LIEN_VERIFICATION');
    const front = await uploadOk(uuid, headers, 'PASSPORTFRONT', 'passport.jpg');
    const response = await submitId(uuid, headers, { idType: 'PASSPORT', frontDocumentUuid: front });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([IDENTITY_MESSAGES.notExpected]);
  });
});

describe('liens and the hard pull', () => {
  it('lists the debts, carries a payoff mark through the payoff statement and the hard pull to FINAL_OFFER', async () => {
    const { applicant, uuid, headers } = await applicationIn('LIEN_VERIFICATION');
    const stranger = await registerApplicant(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/liens`, headers: bearer(stranger.jwt) }))
        .statusCode,
    ).toBe(404);

    const liens = (
      await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/liens`, headers })
    ).json<TLiensResponse>();
    expect(liens.liabilities.length).toBeGreaterThan(0);
    expect(liens.hardCreditConsent).toBeNull();
    expect(liens.draw).toMatchObject({ selectedDraw: 40_000, initialDraw: 40_000 });
    const debt = liens.liabilities.find((line) => line.accountType !== 'MORTGAGE')!;

    const noConsent = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}/liens`,
      headers,
      payload: { payoffLiabilities: [debt.uuid], fcraNoticeVersion: FCRA_NOTICE_VERSION },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors).toContain(LIENS_MESSAGES.consent);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}/liens`,
      headers,
      payload: {
        payoffLiabilities: [crypto.randomUUID()],
        hardCreditConsent: true,
        fcraNoticeVersion: FCRA_NOTICE_VERSION,
      },
    });
    expect(unknown.json().errors).toEqual([LIENS_MESSAGES.unknownLiability]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/${uuid}/liens`,
          headers: bearer(stranger.jwt),
          payload: { hardCreditConsent: true, fcraNoticeVersion: FCRA_NOTICE_VERSION },
        })
      ).statusCode,
    ).toBe(404);

    const payload = {
      payoffLiabilities: [debt.uuid],
      drawPreference: 'PRESERVE',
      hardCreditConsent: true,
      fcraNoticeVersion: FCRA_NOTICE_VERSION,
    };
    const confirmed = await t.app.inject({ method: 'POST', url: `${BASE}/${uuid}/liens`, headers, payload });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().applicationStatus).toBe('PAYOFF_REQUEST_PENDING');
    const repeated = await t.app.inject({ method: 'POST', url: `${BASE}/${uuid}/liens`, headers, payload });
    expect(repeated.statusCode, repeated.body).toBe(200);

    // The lenders answer one business day of simulated time later: until then the application waits.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('PAYOFF_REQUEST_PENDING');
    const advanced = await t.app.inject({
      method: 'POST',
      url: '/service-ops/agent/api/v1/clock/advance',
      headers: bearer(admin.jwt),
      payload: { minutes: 4 * 24 * 60 },
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    let status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'PAYOFF_REQUEST_PENDING');
    if (status.applicationStatus === 'HARD_CREDIT_PULL')
      status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'HARD_CREDIT_PULL');
    expect(status.applicationStatus).toBe('FINAL_OFFER');

    const after = (
      await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/liens`, headers })
    ).json<TLiensResponse>();
    expect(after.hardCreditConsent).toMatchObject({ version: FCRA_NOTICE_VERSION });
    expect(after.payoffStatementDocumentUuid).toEqual(expect.any(String));
    // PRESERVE: the payoff is drawn on top of the cash chosen.
    expect(after.draw?.initialDraw).toBeCloseTo(40_000 + debt.monetaryBalance, 2);
    // The mark followed the debt into the hard pull's set.
    const hard = (await findLiabilities({ db: t.db, applicationUuid: uuid })).filter(
      (row) => row.source === 'HARD',
    );
    expect(
      hard.filter((row) => row.payOffStatus === 'MARKED_FOR_PAYOFF').map((row) => row.creditorName),
    ).toEqual([debt.creditorName]);
    expect(
      after.liabilities
        .filter((line) => line.payOff?.status === 'MARKED_FOR_PAYOFF')
        .map((line) => line.creditorName),
    ).toEqual([debt.creditorName]);

    const app = (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}`, headers })).json();
    expect(app.uwCalculatedDrawAmount).toBeCloseTo(40_000 + debt.monetaryBalance, 2);
    const offers = (
      await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/offers`, headers })
    ).json<TOffersResponse>();
    expect(offers.offerSet?.consents).toContainEqual({ type: 'HARD_CREDIT_PULL' });
  });

  it('goes straight to the hard pull without a payoff, and asks for the certificate of trust for a "4 Trust" property', async () => {
    const { applicant, uuid, headers } = await applicationIn('LIEN_VERIFICATION', {
      street1: '4 Trust Lane',
    });
    const conditions = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/service-ops/agent/api/v1/applications/${uuid}`,
          headers: bearer(admin.jwt),
        })
      ).json().conditions as { categoryEnum: string; requestDocuments: string[] }[];
    const deadline = Date.now() + 15_000;
    while (
      !(await conditions()).some((c) => c.categoryEnum === 'REVIEW_TRUST_REQUIREMENTS') &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 200));
    expect((await conditions()).filter((c) => c.categoryEnum === 'REVIEW_TRUST_REQUIREMENTS')).toEqual([
      expect.objectContaining({ requestDocuments: ['CERTIFICATE_OF_TRUST'] }),
    ]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}/liens`,
      headers,
      payload: { hardCreditConsent: true, fcraNoticeVersion: FCRA_NOTICE_VERSION },
    });
    expect(confirmed.json().applicationStatus).toBe('HARD_CREDIT_PULL');
    expect(
      (await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'HARD_CREDIT_PULL')).applicationStatus,
    ).toBe('FINAL_OFFER');
  });
});
