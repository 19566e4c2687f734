import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSigningPackageResponse } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION, PRIMARY_SIGNER, SIGNING_MESSAGES } from '@lintel/domain';
import { bearer, buildTestApp, registerApplicant, waitFor, type TTestApp, createAgent, readMailbox, type TMailboxMessage } from '../helper.ts';
import { applicantAtFinalOffer as applicantAtFinalOfferVia } from '../application/application-fixtures.ts';
import { applications } from '../../src/modules/application/tables.ts';
import { signingConsents } from '../../src/modules/signing/tables.ts';

// Withdrawing the E-SIGN consent (E-SIGN 101(c)(1)(B)) and a new version of the consent text (spec 04 section 9.4).
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SIGNING = '/service-signing/api/v1/applications';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const applicantAtFinalOffer = () => applicantAtFinalOfferVia(t.app);

const readPackage = async (headers: Record<string, string>, uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();

const consent = (headers: Record<string, string>, uuid: string, version: unknown = ESIGN_CONSENT_VERSION) =>
  t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version, accepted: true } });

const withdraw = (headers: Record<string, string>, uuid: string, payload: unknown = { confirmed: true }) =>
  t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent/withdraw`, headers: { ...headers, 'user-agent': 'WithdrawTest/1.0' }, payload: payload as object });

describe('withdrawing the electronic-records consent', () => {
  it('records the withdrawal with its time, blocks electronic signing, and lets the applicant agree again', async () => {
    const { headers, uuid } = await applicantAtFinalOffer();
    const nothing = await withdraw(headers, uuid);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors).toContain(SIGNING_MESSAGES.nothingToWithdraw);

    expect((await consent(headers, uuid)).statusCode).toBe(200);
    const pkg = await waitFor(async () => {
      const read = await readPackage(headers, uuid);
      return read.applicationStatus === 'NOTE_SIGNING' ? read : undefined;
    }, 30_000);
    expect(pkg.documents.length).toBeGreaterThan(0);
    expect(pkg.consent.withdrawnAt).toBeNull();

    // Bad input: 400 with the errors list; another applicant's application and a malformed uuid: 404.
    for (const bad of [{}, { confirmed: false }, { confirmed: 'yes' }]) {
      const refused = await withdraw(headers, uuid, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContain(SIGNING_MESSAGES.withdrawConfirmRequired);
    }
    const stranger = await registerApplicant(t.app);
    expect((await withdraw(bearer(stranger.jwt), uuid)).statusCode).toBe(404);
    expect((await withdraw(headers, 'not-a-uuid')).statusCode).toBe(404);
    expect((await readPackage(headers, uuid)).consent.current).toBe(true);

    const withdrawn = await withdraw(headers, uuid);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = withdrawn.json<TSigningPackageResponse>();
    expect(after.consent.current).toBe(false);
    expect(after.consent.withdrawnAt).not.toBeNull();
    expect(after.documents).toEqual([]);
    expect(after.applicationStatus).toBe('NOTE_SIGNING');
    const [row] = await t.db
      .select()
      .from(signingConsents)
      .where(and(eq(signingConsents.applicationUuid, uuid), eq(signingConsents.signerKey, PRIMARY_SIGNER)));
    expect(row!.withdrawnAt!.toISOString()).toBe(after.consent.withdrawnAt);
    expect(row!.withdrawnUserAgent).toBe('WithdrawTest/1.0');

    // A repeat keeps the first time.
    const again = await withdraw(headers, uuid);
    expect(again.json<TSigningPackageResponse>().consent.withdrawnAt).toBe(after.consent.withdrawnAt);

    // The loan team is told once (the brand's support address): only they can send the documents on paper.
    const [application] = await t.db.select({ loanNumber: applications.loanNumber }).from(applications).where(eq(applications.uuid, uuid));
    const subject = `Loan ${application!.loanNumber}: consent to electronic records withdrawn`;
    const told = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, 'support@lintel.example')).json<TMailboxMessage[]>();
      return list.some((m) => m.subject === subject) ? list.filter((m) => m.subject === subject) : undefined;
    });
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`Grace Hopper withdrew their consent to electronic records and signatures for loan ${application!.loanNumber} on ${after.consent.withdrawnAt}`);
    expect(told[0]!.text).toContain('closing documents will be sent on paper');

    // Electronic signing is blocked while withdrawn, with the message that says why.
    const placeUuids = pkg.documents.flatMap((d) => d.places.map((p) => p.uuid));
    const ack = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${pkg.documents[0]!.uuid}/acknowledge`, headers });
    expect(ack.statusCode).toBe(409);
    expect(ack.json().errors).toContain(SIGNING_MESSAGES.consentWithdrawn);
    const sign = await t.app.inject({
      method: 'POST',
      url: `${SIGNING}/${uuid}/sign`,
      headers,
      payload: { signature: { method: 'TYPED', typedName: 'Grace Hopper', image: PNG }, placeUuids, location: { kind: 'STATED', state: 'CO' } },
    });
    expect(sign.statusCode).toBe(409);
    expect(sign.json().errors).toContain(SIGNING_MESSAGES.consentWithdrawn);

    // Agreeing again (current version only) makes a new consent: the documents come back.
    const oldVersion = await consent(headers, uuid, '2026-11-23');
    expect(oldVersion.statusCode).toBe(400);
    expect(oldVersion.json().errors).toContain(SIGNING_MESSAGES.consentOutdated);
    const renewed = await consent(headers, uuid);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const back = renewed.json<TSigningPackageResponse>();
    expect(back.consent).toMatchObject({ current: true, withdrawnAt: null, given: { version: ESIGN_CONSENT_VERSION } });
    expect(back.documents.map((d) => d.uuid)).toEqual(pkg.documents.map((d) => d.uuid));

    // After signing, the signed records stand: withdrawal is refused.
    for (const document of back.documents.filter((d) => !d.notarized)) {
      expect((await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, headers })).statusCode).toBe(200);
    }
    const signed = await t.app.inject({
      method: 'POST',
      url: `${SIGNING}/${uuid}/sign`,
      headers,
      payload: {
        signature: { method: 'TYPED', typedName: 'Grace Hopper', image: PNG },
        placeUuids: back.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid)),
        location: { kind: 'STATED', state: 'CO' },
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const late = await withdraw(headers, uuid);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toContain(SIGNING_MESSAGES.withdrawAfterSigning);
  }, 180_000);

  it('asks again when the consent was given for an earlier version of its text', async () => {
    const { headers, uuid } = await applicantAtFinalOffer();
    await t.db.insert(signingConsents).values({
      applicationUuid: uuid,
      signerKey: PRIMARY_SIGNER,
      version: '2026-11-23',
      givenAt: new Date(Date.now() - 60_000),
      ipAddress: '127.0.0.1',
      userAgent: 'earlier',
    });
    const read = await readPackage(headers, uuid);
    expect(read.consent).toMatchObject({ current: false, withdrawnAt: null, given: { version: '2026-11-23' }, currentVersion: ESIGN_CONSENT_VERSION });
    expect(read.documents).toEqual([]);
  });

  it('bounds the consent version: empty or longer than 40 characters is a 400 with the errors list', async () => {
    const { headers, uuid } = await applicantAtFinalOffer();
    for (const version of ['', 'x'.repeat(41), 42]) {
      const refused = await consent(headers, uuid, version);
      expect(refused.statusCode).toBe(400);
      expect(Array.isArray(refused.json().errors)).toBe(true);
    }
  });
});

describe('bounds on the sign call', () => {
  it('answers 400 with the errors list for a too long name, an out-of-range position, a bad state or no places', async () => {
    const { headers, uuid } = await applicantAtFinalOffer();
    const place = '00000000-0000-4000-8000-000000000000';
    const body = { signature: { method: 'TYPED', typedName: 'Grace Hopper', image: PNG }, placeUuids: [place], location: { kind: 'STATED', state: 'CO' } };
    const cases: [object, string | null][] = [
      [{ ...body, signature: { ...body.signature, typedName: 'G'.repeat(121) } }, null],
      [{ ...body, signature: { ...body.signature, typedName: ' ' } }, SIGNING_MESSAGES.typedNameRequired],
      [{ ...body, signature: { method: 'DRAWN', image: `data:image/png;base64,${'A'.repeat(400_001)}` } }, null],
      [{ ...body, location: { kind: 'GEOLOCATION', latitude: 91, longitude: 0, accuracyMeters: 10 } }, null],
      [{ ...body, location: { kind: 'GEOLOCATION', latitude: 10, longitude: 10, accuracyMeters: 2_000_000 } }, null],
      [{ ...body, location: { kind: 'STATED', state: 'California' } }, SIGNING_MESSAGES.stateRequired],
      [{ ...body, placeUuids: [] }, null],
    ];
    // Seven cases: with the two sign calls above they stay under the sign call's 10 a minute per address.
    for (const [payload, message] of cases) {
      const refused = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/sign`, headers, payload });
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      const errors = refused.json().errors as string[];
      expect(errors.length).toBeGreaterThan(0);
      if (message) expect(errors).toContain(message);
    }
  });
});
