import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSignerPackage, TSigningPackageResponse } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION, SIGNING_MESSAGES } from '@lintel/domain';
import { bearer, buildTestApp, createAgent, json, readMailbox, registerApplicant, STRONG_PASSWORD, uniqueEmail, waitFor, type TMailboxMessage, type TTestApp } from '../helper.ts';
import { chooseVerifiedOffer, createApplicationBody, createApplicationVia, readStatus, waitForStatusOtherThan } from '../application/application-fixtures.ts';
import { multipartBody } from '../documents/multipart.ts';
import { sampleJpeg, samplePdf } from '../documents/sample-files.ts';

// Spec 04 section 9.3: title held in a trust ("4 Trust") asks for the certificate of trust before signing, whatever
// path led to signing (decision 085).
const SIGNING = '/service-signing/api/v1/applications';
const OPS = '/service-ops/agent/api/v1/applications';
const CO_DEED = '/service-application/api/v1/application/heloc';
/** A 1x1 PNG: what the web sends as an adopted signature's image. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type TAgentCondition = { uuid: string; categoryEnum: string; requestDocuments: string[]; resolvedAt: string | null };

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const trustConditions = async (uuid: string) =>
  ((await t.app.inject({ method: 'GET', url: `${OPS}/${uuid}`, headers: bearer(admin.jwt) })).json().conditions as TAgentCondition[]).filter(
    (c) => c.categoryEnum === 'REVIEW_TRUST_REQUIREMENTS',
  );

/** A "4 Trust" application at FINAL_OFFER (its liens never verified here: the offer chosen directly). */
const trustApplicationAtFinalOffer = async () => {
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ firstName: 'Grace', lastName: 'Hopper', street1: '4 Trust Lane' }));
  expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  await chooseVerifiedOffer(t.app, applicant.jwt, uuid);
  return { applicant, headers: bearer(applicant.jwt), uuid };
};

const consent = (uuid: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });

describe('the certificate of trust before signing', () => {
  it('asks once at FINAL_OFFER and refuses the consent that would start the package until an agent accepts it', async () => {
    const { applicant, headers, uuid } = await trustApplicationAtFinalOffer();
    const refused = await consent(uuid, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [SIGNING_MESSAGES.trustCertificateRequired] });
    const [condition] = await waitFor(async () => {
      const found = await trustConditions(uuid);
      return found.length > 0 ? found : undefined;
    });
    expect(condition).toMatchObject({ requestDocuments: ['CERTIFICATE_OF_TRUST'], resolvedAt: null });
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('FINAL_OFFER');

    const resolved = await t.app.inject({ method: 'PATCH', url: `${OPS}/${uuid}/conditions/${condition!.uuid}`, headers: bearer(admin.jwt) });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const accepted = await consent(uuid, headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TSigningPackageResponse>().applicationStatus).toBe('GEN_NOTE_SIGNING');
    // Entering GEN_NOTE_SIGNING and NOTE_SIGNING asks nothing more: the certificate was accepted.
    await waitFor(async () => ((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus === 'NOTE_SIGNING' ? true : undefined), 30_000);
    expect(await trustConditions(uuid)).toHaveLength(1);
  }, 120_000);

  it('an application forced to NOTE_SIGNING gets one condition, and signing answers 409 until an agent resolves it, then signs', async () => {
    const { applicant, headers, uuid } = await trustApplicationAtFinalOffer();
    // An agent moves it on before the FINAL_OFFER check could matter: GEN_NOTE_SIGNING, then NOTE_SIGNING by the job.
    const forced = await t.app.inject({
      method: 'POST',
      url: `${OPS}/${uuid}/status`,
      headers: bearer(admin.jwt),
      payload: { status: 'GEN_NOTE_SIGNING', reason: 'trust test', force: true },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    await waitFor(async () => ((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus === 'NOTE_SIGNING' ? true : undefined), 30_000);
    // Every entry (FINAL_OFFER, GEN_NOTE_SIGNING, NOTE_SIGNING) ran its check: still one condition.
    const conditions = await waitFor(async () => {
      const found = await trustConditions(uuid);
      return found.length > 0 ? found : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await trustConditions(uuid)).toHaveLength(1);
    const condition = conditions[0]!;

    // The consent is no longer what starts the package here: it is taken, and the documents are shown.
    expect((await consent(uuid, headers)).statusCode).toBe(200);
    const pkg = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
    for (const document of pkg.documents.filter((d) => !d.notarized)) {
      const acknowledged = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, headers });
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    }
    const places = pkg.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid));
    const sign = () =>
      t.app.inject({
        method: 'POST',
        url: `${SIGNING}/${uuid}/sign`,
        headers,
        payload: { signature: { method: 'TYPED', typedName: 'Grace Hopper', image: PNG }, placeUuids: places },
      });

    // The package tells it before any place is signed (decision 090).
    expect(pkg.signingBlock).toBe(SIGNING_MESSAGES.trustCertificateRequired);
    const refused = await sign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [SIGNING_MESSAGES.trustCertificateRequired] });

    // The applicant uploads the certificate and answers the condition: it now waits for an agent.
    const upload = multipartBody([
      { name: 'type', value: 'CERTIFICATE_OF_TRUST' },
      { name: 'conditionUuid', value: condition.uuid },
      { name: 'file', filename: 'certificate-of-trust.pdf', contentType: 'application/pdf', data: await samplePdf() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/service-document/api/v1/applications/${uuid}/documents`,
      headers: { ...headers, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const answered = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${condition.uuid}/answer`, headers });
    expect(answered.statusCode, answered.body).toBe(200);
    const inReview = await sign();
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json()).toEqual({ errors: [SIGNING_MESSAGES.trustCertificateInReview] });
    const readPackage = async () => (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
    expect((await readPackage()).signingBlock).toBe(SIGNING_MESSAGES.trustCertificateInReview);
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('NOTE_SIGNING');

    const resolved = await t.app.inject({ method: 'PATCH', url: `${OPS}/${uuid}/conditions/${condition.uuid}`, headers: bearer(admin.jwt) });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await readPackage()).signingBlock).toBeNull();
    const signed = await sign();
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<{ applicationStatus: string }>().applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
    expect(await trustConditions(uuid)).toHaveLength(1);
  }, 120_000);

  it('a co-owner is refused the same way until an agent accepts the certificate, then signs (decision 090)', async () => {
    const { applicant, headers, uuid } = await trustApplicationAtFinalOffer();
    const forced = await t.app.inject({
      method: 'POST',
      url: `${OPS}/${uuid}/status`,
      headers: bearer(admin.jwt),
      payload: { status: 'GEN_NOTE_SIGNING', reason: 'trust test', force: true },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    await waitFor(async () => ((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus === 'NOTE_SIGNING' ? true : undefined), 30_000);
    const [condition] = await waitFor(async () => {
      const found = await trustConditions(uuid);
      return found.length > 0 ? found : undefined;
    });

    // The co-owner is invited, registers, consents and passes its ID check: only the trust stands in the way.
    const email = uniqueEmail('trust-co-owner');
    const invited = await t.app.inject({
      method: 'POST',
      url: `${CO_DEED}/${uuid}/co-deed/signers`,
      headers,
      payload: { firstName: 'Jordan', lastName: 'Hopper', email, phoneNumber: '(303) 555-0142' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const messages = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, email)).json<TMailboxMessage[]>();
      return list.length > 0 ? list : undefined;
    });
    const link = messages[0]!.links.find((l) => l.includes('/heloc-signer/login'))!;
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    const accepted = await t.app.inject({ method: 'POST', url: `${CO_DEED}/co-deed/invitation/accept`, headers: json(), payload: { token, mode: 'REGISTER', password: STRONG_PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const signerHeaders = bearer(accepted.json<{ jwt: string }>().jwt);
    const consented = await t.app.inject({ method: 'POST', url: `${CO_DEED}/co-deed/consent`, headers: signerHeaders, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });
    expect(consented.statusCode, consented.body).toBe(200);
    const side = multipartBody([{ name: 'type', value: 'PASSPORTFRONT' }, { name: 'file', filename: 'passport.jpg', contentType: 'image/jpeg', data: sampleJpeg() }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `${CO_DEED}/co-deed/documents`, headers: { ...signerHeaders, 'content-type': side.contentType }, payload: side.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const checked = await t.app.inject({
      method: 'POST',
      url: `${CO_DEED}/co-deed/identity`,
      headers: signerHeaders,
      payload: { idType: 'PASSPORT', frontDocumentUuid: uploaded.json<{ uuid: string }[]>()[0]!.uuid },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const own = (await t.app.inject({ method: 'GET', url: `${CO_DEED}/co-deed/package`, headers: signerHeaders })).json<TSignerPackage>();
    const places = own.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid));
    expect(places.length).toBeGreaterThan(0);
    expect(own.signingBlock).toBe(SIGNING_MESSAGES.trustCertificateRequired);
    const sign = () =>
      t.app.inject({
        method: 'POST',
        url: `${CO_DEED}/co-deed/sign`,
        headers: signerHeaders,
        payload: { signature: { method: 'TYPED', typedName: 'Jordan Hopper', image: PNG }, placeUuids: places },
      });

    const refused = await sign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [SIGNING_MESSAGES.trustCertificateRequired] });
    expect((await t.app.inject({ method: 'GET', url: `${CO_DEED}/co-deed/package`, headers: signerHeaders })).json<TSignerPackage>().signed).toBe(false);

    const resolved = await t.app.inject({ method: 'PATCH', url: `${OPS}/${uuid}/conditions/${condition!.uuid}`, headers: bearer(admin.jwt) });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${CO_DEED}/co-deed/package`, headers: signerHeaders })).json<TSignerPackage>().signingBlock).toBeNull();
    const signed = await sign();
    expect(signed.statusCode, signed.body).toBe(200);
  }, 120_000);
});
