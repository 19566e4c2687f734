import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, notaryCallsForSigners, type TAdditionalSignersResponse, type TCoDeedStatus, type TSignerInvitation } from '@lintel/contract';
import { CONDITION_UPLOAD_NEEDED, IDENTITY_MESSAGES, SIGNER_MESSAGES } from '@lintel/domain';
import { bearer, buildTestApp, createAgent, json, readMailbox, registerApplicant, STRONG_PASSWORD, uniqueEmail, waitFor, type TMailboxMessage, type TTestApp } from '../helper.ts';
import { applicantAtFinalOffer, createApplicationVia, createApplicationBody, waitForStatusOtherThan } from '../application/application-fixtures.ts';
import { multipartBody } from '../documents/multipart.ts';
import { markSignerStep } from '../../src/modules/signers/index.ts';
import { desc, eq } from 'drizzle-orm';
import { signingConsents } from '../../src/modules/signing/tables.ts';
import { listSignerDocuments } from '../../src/modules/signing/index.ts';
import { withPackageLock } from '../../src/modules/signing/package-lock.ts';
import { additionalSigners } from '../../src/modules/signers/tables.ts';
import { applications } from '../../src/modules/application/tables.ts';
import { ESIGN_CONSENT_VERSION } from '@lintel/domain';
import type { TSignerPackage, TSigningPackageResponse, TSignResponse } from '@lintel/contract';
import { sampleJpeg } from '../documents/sample-files.ts';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const BASE = '/service-application/api/v1/application/heloc';
const SIGNING = '/service-signing/api/v1/applications';
/** A 1x1 PNG: what the web sends as an adopted signature's image. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The primary's closing package once GEN_NOTE_SIGNING's job has made it (status NOTE_SIGNING). */
const packageAtNoteSigning = (uuid: string, headers: Record<string, string>) =>
  waitFor(async () => {
    const read = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
    return read.applicationStatus === 'NOTE_SIGNING' ? read : undefined;
  }, 30_000);

/** The primary's E-SIGN consent, which starts GEN_NOTE_SIGNING. */
const consentToSign = (uuid: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });

/** A primary whose application an admin put into `status` (the earlier steps are other modules'). */
const primaryIn = async (status = 'CO_DEED_REQ') => {
  const primary = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, primary.jwt, createApplicationBody({ firstName: 'Alex', lastName: 'Rivera' }));
  await waitForStatusOtherThan(t.app, primary.jwt, uuid);
  const forced = await t.app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(admin.jwt),
    payload: { status, reason: 'test', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
  return { ...primary, uuid, headers: bearer(primary.jwt) };
};

const invite = (uuid: string, headers: Record<string, string>, overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'phoneNumber', string>> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/${uuid}/co-deed/signers`,
    headers,
    payload: { firstName: 'Jordan', lastName: 'Rivera', email: uniqueEmail('signer'), phoneNumber: '(303) 555-0142', ...overrides },
  });

/** The token of the newest invitation link in the sandbox mailbox for `to` (after `count` have arrived). */
const tokenFromMailbox = async (to: string, count = 1): Promise<{ token: string; email: TMailboxMessage }> => {
  const messages = await waitFor(async () => {
    const response = await readMailbox(t.app, admin.jwt, to);
    const list = response.json<TMailboxMessage[]>();
    return list.length >= count ? list : undefined;
  });
  const email = messages[0]!;
  const link = email.links.find((l) => l.includes('/heloc-signer/login'))!;
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
  return { token, email };
};

const check = (token: string) => t.app.inject({ method: 'POST', url: `${BASE}/co-deed/invitation/check`, headers: json(), payload: { token } });
const accept = (token: string, mode: 'REGISTER' | 'LOGIN', password = STRONG_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `${BASE}/co-deed/invitation/accept`, headers: json(), payload: { token, mode, password } });
const coDeedStatus = (jwt: string) => t.app.inject({ method: 'GET', url: `${BASE}/co-deed/status`, headers: bearer(jwt) });

describe('inviting additional signers (signing/additional)', () => {
  it('names a co-owner, sends a single-use link by email and text, and the co-owner registers with the invited email', async () => {
    const primary = await primaryIn();
    const email = uniqueEmail('coowner');
    const invited = await invite(primary.uuid, primary.headers, { email });
    expect(invited.statusCode, invited.body).toBe(201);
    const list = invited.json<TAdditionalSignersResponse>();
    expect(list.canInvite).toBe(true);
    expect(list.signers).toHaveLength(1);
    expect(list.signers[0]).toMatchObject({ email, firstName: 'Jordan', progress: 'INVITED', phoneNumber: '(303) 555-0142', invitationExpired: false });
    const expiresIn = Date.parse(list.signers[0]!.invitationExpiresAt!) - Date.parse(list.signers[0]!.invitedAt);
    expect(expiresIn).toBe(14 * 86_400_000);

    const { token, email: message } = await tokenFromMailbox(email);
    expect(message.subject).toBe('Alex R. invited you to sign for a home equity line of credit');
    expect(message.text).toContain('12 Main St, Denver, CO');
    const texts = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, '+13035550142')).json<TMailboxMessage[]>();
      return list.find((m) => m.channel === 'SMS' && m.text.includes(token)) ?? undefined;
    });
    expect(texts.text).toContain('Alex R. invited you to sign');

    const checked = await check(token);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<TSignerInvitation>()).toMatchObject({ email, firstName: 'Jordan', invitedBy: 'Alex R.', accountExists: false });

    const accepted = await accept(token, 'REGISTER');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { jwt, applicationUuid } = accepted.json<{ jwt: string; applicationUuid: string }>();
    expect(applicationUuid).toBe(primary.uuid);
    expect(decodeJwt(jwt).roles).toEqual(['ADDITIONAL_SIGNER']);

    // The link works once.
    expect((await accept(token, 'REGISTER')).json()).toEqual({ errors: [SIGNER_MESSAGES.invitationInvalid] });
    expect((await check(token)).statusCode).toBe(400);

    const status = await coDeedStatus(jwt);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<TCoDeedStatus>()).toMatchObject({
      applicationUuid: primary.uuid,
      applicationStatus: 'CO_DEED_REQ',
      progress: 'REGISTERED',
      cancelled: false,
      // CO_DEED_REQ set by an agent without a closing package: nothing to sign yet, whatever the status says.
      documentsReady: false,
      invitedBy: 'Alex R.',
      property: { street1: '12 Main St', city: 'Denver', state: 'CO' },
    });
    // The profile is a CO_DEEDER's (spec 01 section 6).
    const profile = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(profile.json<{ profileType: string }>().profileType).toBe('CO_DEEDER');

    const after = await t.app.inject({ method: 'GET', url: `${BASE}/${primary.uuid}/co-deed/signers`, headers: primary.headers });
    expect(after.json<TAdditionalSignersResponse>().signers[0]).toMatchObject({ progress: 'REGISTERED', invitationExpiresAt: null });
  });

  it('an owner who already has an account logs in with it and takes on the signer role', async () => {
    const primary = await primaryIn();
    const existing = await registerApplicant(t.app);
    expect((await invite(primary.uuid, primary.headers, { email: existing.email.toUpperCase() })).statusCode).toBe(201);
    const { token } = await tokenFromMailbox(existing.email);
    expect((await check(token)).json<TSignerInvitation>().accountExists).toBe(true);
    expect((await accept(token, 'LOGIN', 'Wrong-password-123!')).statusCode).toBe(401);
    const accepted = await accept(token, 'LOGIN', existing.password);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const jwt = accepted.json<{ jwt: string }>().jwt;
    expect(decodeJwt(jwt).roles).toEqual(['APPLICANT', 'ADDITIONAL_SIGNER']);
    expect((await coDeedStatus(jwt)).json<TCoDeedStatus>().applicationUuid).toBe(primary.uuid);
  });

  it('refuses the primary’s own email, a second invitation of one person, and invitations outside signing', async () => {
    const primary = await primaryIn();
    expect((await invite(primary.uuid, primary.headers, { email: primary.email })).json()).toEqual({ errors: [SIGNER_MESSAGES.ownEmail] });
    const email = uniqueEmail('twice');
    expect((await invite(primary.uuid, primary.headers, { email })).statusCode).toBe(201);
    expect((await invite(primary.uuid, primary.headers, { email })).json()).toEqual({ errors: [SIGNER_MESSAGES.duplicateEmail] });
    const bad = await invite(primary.uuid, primary.headers, { email: 'nope', phoneNumber: '12' });
    expect(bad.statusCode).toBe(400);

    const early = await primaryIn('OFFER_SELECTION');
    const refused = await invite(early.uuid, early.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [SIGNER_MESSAGES.notInviteStatus] });
  });

  it('resend and correction replace the link: the earlier one stops working', async () => {
    const primary = await primaryIn();
    const first = uniqueEmail('typo');
    const invited = (await invite(primary.uuid, primary.headers, { email: first })).json<TAdditionalSignersResponse>();
    const signerUuid = invited.signers[0]!.uuid;
    const { token: firstToken } = await tokenFromMailbox(first);

    const resent = await t.app.inject({ method: 'POST', url: `${BASE}/${primary.uuid}/co-deed/signers/${signerUuid}/resend`, headers: primary.headers });
    expect(resent.statusCode, resent.body).toBe(200);
    const { token: resentToken } = await tokenFromMailbox(first, 2);
    expect(resentToken).not.toBe(firstToken);
    expect((await check(firstToken)).json()).toEqual({ errors: [SIGNER_MESSAGES.invitationInvalid] });

    const corrected = uniqueEmail('right');
    const put = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${primary.uuid}/co-deed/signers/${signerUuid}`,
      headers: primary.headers,
      payload: { firstName: 'Jordan', lastName: 'Rivera', email: corrected, phoneNumber: '(303) 555-0199' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<TAdditionalSignersResponse>().signers[0]).toMatchObject({ email: corrected, phoneNumber: '(303) 555-0199' });
    expect((await check(resentToken)).statusCode).toBe(400);
    const { token } = await tokenFromMailbox(corrected);
    expect((await check(token)).json<TSignerInvitation>().email).toBe(corrected);

    // Withdrawn: the link stops working.
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `${BASE}/${primary.uuid}/co-deed/signers/${signerUuid}`, headers: primary.headers });
    expect(withdrawn.json<TAdditionalSignersResponse>().signers).toHaveLength(0);
    expect((await check(token)).json()).toEqual({ errors: [SIGNER_MESSAGES.invitationInvalid] });
  });
});

describe('the signer’s scope (access matrix)', () => {
  it('a signer’s token answers 404 on every applicant call of the primary’s application; the primary cannot act as the signer', async () => {
    const primary = await primaryIn();
    const email = uniqueEmail('scoped');
    await invite(primary.uuid, primary.headers, { email });
    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;

    // The notary calls a co-owner makes for its own turn in the session are the signer's own (checked below).
    const signersOwn = new Set<string>(notaryCallsForSigners.map((call) => call.id));
    const applicantCalls = CALLS.filter((call) => call.access === 'applicant' && call.path.includes('{uuid}') && !signersOwn.has(call.id));
    expect(applicantCalls.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const call of applicantCalls) {
      const url = call.path.replace('{uuid}', primary.uuid).replace(/\{[A-Za-z]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: call.method, url, headers: bearer(signerJwt), ...(call.body ? { payload: {} } : {}) });
      answers.push(`${call.method} ${call.path} ${response.statusCode}`);
      // Input is checked against its schema before anything is looked up: a 400 names the input's fields (the body,
      // a placeholder that is not a routing number...), never the application.
      const checkedInput = Boolean(call.body) || Boolean(call.query) || /\{(?!uuid\})/.test(call.path);
      if (checkedInput && response.statusCode === 400) continue;
      expect(response.statusCode, `${call.method} ${call.path}: ${response.body}`).toBe(404);
    }
    // Every call without a body (each read of the primary's income, credit, bank data and documents) was a 404.
    expect(answers.filter((line) => line.endsWith(' 404')).length).toBeGreaterThanOrEqual(applicantCalls.filter((call) => !call.body && !call.query && !/\{(?!uuid\})/.test(call.path)).length);

    // The signer's own notary step shows no one else's participation: none of its own yet, and no session.
    const notary = await t.app.inject({ method: 'GET', url: `/service-notary/api/v1/applications/${primary.uuid}/notary`, headers: bearer(signerJwt) });
    expect(notary.statusCode).toBe(200);
    expect(notary.json()).toMatchObject({ participantUuid: null, session: null, reservation: null });

    // The application's own documents and status are the primary's: 404 for the signer.
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${primary.uuid}`, headers: bearer(signerJwt) })).statusCode).toBe(404);

    // The primary holds no signer role: the signer's calls do not exist for it, and it cannot use the link.
    expect((await coDeedStatus(primary.jwt)).statusCode).toBe(404);
    const other = uniqueEmail('primary-tries');
    await invite(primary.uuid, primary.headers, { email: other });
    const { token: otherToken } = await tokenFromMailbox(other);
    expect((await accept(otherToken, 'LOGIN', primary.password)).statusCode).toBe(401);

    // A signer's token does not reach another signer's application either.
    const elsewhere = await t.app.inject({ method: 'GET', url: `${BASE}/co-deed/status?applicationUuid=${crypto.randomUUID()}`, headers: bearer(signerJwt) });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('the signer’s identity', () => {
  const uploadSide = async (jwt: string, type: string, filename: string) => {
    const body = multipartBody([
      { name: 'type', value: type },
      { name: 'file', filename, contentType: 'image/jpeg', data: sampleJpeg() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/co-deed/documents`,
      headers: { ...bearer(jwt), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ uuid: string }[]>()[0]!.uuid;
  };

  it('checks the signer’s own ID against the invited name; the primary never sees the images', async () => {
    const primary = await primaryIn();
    const email = uniqueEmail('idcheck');
    await invite(primary.uuid, primary.headers, { email });
    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;

    const mismatch = await uploadSide(signerJwt, 'DRIVERSLICENSEFRONT', 'mismatch-front.jpg');
    const failed = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/identity`, headers: bearer(signerJwt), payload: { idType: 'DRIVERS_LICENSE', frontDocumentUuid: mismatch } });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json<{ result: string; status: TCoDeedStatus }>()).toMatchObject({ result: 'FAILED_VERIFICATION', status: { progress: 'REGISTERED' } });

    const front = await uploadSide(signerJwt, 'DRIVERSLICENSEFRONT', 'front.jpg');
    const back = await uploadSide(signerJwt, 'DRIVERSLICENSEBACK', 'back.jpg');
    // The back given as the front: refused with the page's words.
    const wrong = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/identity`, headers: bearer(signerJwt), payload: { idType: 'DRIVERS_LICENSE', frontDocumentUuid: back } });
    expect(wrong.statusCode).toBe(400);
    const verified = await t.app.inject({
      method: 'POST',
      url: `${BASE}/co-deed/identity`,
      headers: bearer(signerJwt),
      payload: { idType: 'DRIVERS_LICENSE', frontDocumentUuid: front, backDocumentUuid: back },
    });
    expect(verified.json<{ result: string; status: TCoDeedStatus }>()).toMatchObject({ result: 'VERIFIED', status: { progress: 'IDENTITY_VERIFIED' } });

    const list = (await t.app.inject({ method: 'GET', url: `${BASE}/${primary.uuid}/co-deed/signers`, headers: primary.headers })).json<TAdditionalSignersResponse>();
    expect(list.signers[0]!.progress).toBe('IDENTITY_VERIFIED');
    expect(list.signers[0]!.identityVerifiedAt).not.toBeNull();

    // The signer's ID images are theirs: not in the primary's list, 404 to open; the agent sees them.
    const documents = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/applications/${primary.uuid}/documents`, headers: primary.headers });
    expect(documents.json<{ uuid: string }[]>().map((d) => d.uuid)).not.toContain(front);
    expect((await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${front}`, headers: primary.headers })).statusCode).toBe(404);
    const asAgent = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/applications/${primary.uuid}/documents`, headers: bearer(admin.jwt) });
    expect(asAgent.json<{ uuid: string }[]>().map((d) => d.uuid)).toContain(front);

    // The primary holds no signer record: the signer's upload does not exist for it.
    const body = multipartBody([{ name: 'type', value: 'DRIVERSLICENSEFRONT' }, { name: 'file', filename: 'x.jpg', contentType: 'image/jpeg', data: sampleJpeg() }]);
    const primaryUpload = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/documents`, headers: { ...primary.headers, 'content-type': body.contentType }, payload: body.payload });
    expect(primaryUpload.statusCode).toBe(404);
  });
});

describe('conditions for a co-owner (decision 036)', () => {
  const OPS = '/service-ops/agent/api/v1/applications';
  const SIGNER_CONDITIONS = '/service-conditions/external/api/v1/heloc/co-deed/conditions';
  const askOf = (uuid: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${OPS}/${uuid}/conditions`, headers: bearer(admin.jwt), payload });

  it('an agent asks a co-owner; only that co-owner sees, uploads for and answers it; the primary’s stay the primary’s', async () => {
    const primary = await primaryIn();
    const email = uniqueEmail('cond-signer');
    const listed = (await invite(primary.uuid, primary.headers, { email })).json<TAdditionalSignersResponse>();
    const signerUuid = listed.signers[0]!.uuid;
    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;

    // Only a live signer of this application, and only documents or an ID check.
    expect((await askOf(primary.uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', signerUuid: crypto.randomUUID() })).json()).toEqual({
      errors: [SIGNER_MESSAGES.conditionSigner],
    });
    expect((await askOf(primary.uuid, { categoryEnum: 'MISSING_PHONE_NUMBER', signerUuid })).json()).toEqual({ errors: [SIGNER_MESSAGES.conditionKind] });
    expect((await askOf(primary.uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', signerUuid: 'nope' })).statusCode).toBe(400);

    const forSigner = await askOf(primary.uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', signerUuid, commentsToBorrower: 'A copy of the deed, please' });
    expect(forSigner.statusCode, forSigner.body).toBe(200);
    const signerCondition = forSigner.json<{ uuid: string; signerUuid: string | null }>();
    expect(signerCondition.signerUuid).toBe(signerUuid);
    const forPrimary = (await askOf(primary.uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })).json<{ uuid: string; signerUuid: string | null }>();
    expect(forPrimary.signerUuid).toBeNull();

    // The email goes to the co-owner and links to the heloc-signer condition page.
    const mail = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, email)).json<TMailboxMessage[]>();
      return list.find((m) => m.links.some((l) => l.includes('/heloc-signer/conditions/upload-document'))) ?? undefined;
    });
    expect(mail.links.find((l) => l.includes('/heloc-signer/conditions/'))).toContain(`conditionUuid=${signerCondition.uuid}`);

    const signerList = await t.app.inject({ method: 'GET', url: SIGNER_CONDITIONS, headers: bearer(signerJwt) });
    expect(signerList.statusCode, signerList.body).toBe(200);
    expect(signerList.json<{ uuid: string }[]>().map((c) => c.uuid)).toEqual([signerCondition.uuid]);
    const primaryList = await t.app.inject({ method: 'GET', url: `/service-conditions/external/api/v1/applications/${primary.uuid}/conditions/external-applicants`, headers: primary.headers });
    expect(primaryList.json<{ uuid: string }[]>().map((c) => c.uuid)).toEqual([forPrimary.uuid]);

    // Nobody answers the other's condition; the primary has no signer calls.
    expect((await t.app.inject({ method: 'POST', url: `${SIGNER_CONDITIONS}/${forPrimary.uuid}/answer`, headers: bearer(signerJwt) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${SIGNER_CONDITIONS}/not-a-uuid/answer`, headers: bearer(signerJwt) })).statusCode).toBe(404);
    const primaryAnswers = await t.app.inject({
      method: 'POST',
      url: `/service-conditions/external/api/v1/applications/${primary.uuid}/conditions/${signerCondition.uuid}/answer`,
      headers: primary.headers,
    });
    expect(primaryAnswers.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: SIGNER_CONDITIONS, headers: primary.headers })).statusCode).toBe(404);

    // Read marks are the co-owner's own.
    const read = await t.app.inject({ method: 'POST', url: `${SIGNER_CONDITIONS}/read`, headers: bearer(signerJwt), payload: { conditionUuids: [signerCondition.uuid, forPrimary.uuid] } });
    expect(read.statusCode, read.body).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: SIGNER_CONDITIONS, headers: bearer(signerJwt) })).json<{ isUnread: boolean }[]>()[0]!.isUnread).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: `${SIGNER_CONDITIONS}/read`, headers: bearer(signerJwt), payload: { conditionUuids: [] } })).json()).toHaveProperty('errors');

    // Nothing uploaded yet: the page's message; then a file for the condition sends it to review.
    const early = await t.app.inject({ method: 'POST', url: `${SIGNER_CONDITIONS}/${signerCondition.uuid}/answer`, headers: bearer(signerJwt) });
    expect(early.json()).toEqual({ errors: [CONDITION_UPLOAD_NEEDED] });
    // An upload answers only the uploader's own conditions (decision 079).
    const crossed = multipartBody([
      { name: 'type', value: 'SUPPORT' },
      { name: 'conditionUuid', value: forPrimary.uuid },
      { name: 'file', filename: 'deed.jpg', contentType: 'image/jpeg', data: sampleJpeg() },
    ]);
    const signerForPrimary = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/documents`, headers: { ...bearer(signerJwt), 'content-type': crossed.contentType }, payload: crossed.payload });
    expect(signerForPrimary.json()).toEqual({ errors: ['This document request could not be found.'] });
    const body = multipartBody([
      { name: 'type', value: 'SUPPORT' },
      { name: 'conditionUuid', value: signerCondition.uuid },
      { name: 'file', filename: 'deed.jpg', contentType: 'image/jpeg', data: sampleJpeg() },
    ]);
    const primaryForSigner = await t.app.inject({
      method: 'POST',
      url: `/service-document/api/v1/applications/${primary.uuid}/documents`,
      headers: { ...primary.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(primaryForSigner.json()).toEqual({ errors: ['This document request could not be found.'] });
    const uploaded = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/documents`, headers: { ...bearer(signerJwt), 'content-type': body.contentType }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const answered = await t.app.inject({ method: 'POST', url: `${SIGNER_CONDITIONS}/${signerCondition.uuid}/answer`, headers: bearer(signerJwt) });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ uuid: signerCondition.uuid, actionNeeded: false, resolvedAt: null });
    expect(answered.json<{ submittedAt: string | null }>().submittedAt).not.toBeNull();
  });

  it('a passed ID check answers the co-owner’s ID condition', async () => {
    const primary = await primaryIn();
    const email = uniqueEmail('cond-id');
    const signerUuid = (await invite(primary.uuid, primary.headers, { email })).json<TAdditionalSignersResponse>().signers[0]!.uuid;
    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;
    const asked = (await askOf(primary.uuid, { categoryEnum: 'ID_VERIFICATION_FAILURE', signerUuid })).json<{ uuid: string }>();
    // An ID condition is answered by the check, not by the answer call.
    expect((await t.app.inject({ method: 'POST', url: `${SIGNER_CONDITIONS}/${asked.uuid}/answer`, headers: bearer(signerJwt) })).statusCode).toBe(400);
    const side = async (type: string) => {
      const part = multipartBody([{ name: 'type', value: type }, { name: 'file', filename: `${type}.jpg`, contentType: 'image/jpeg', data: sampleJpeg() }]);
      const response = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/documents`, headers: { ...bearer(signerJwt), 'content-type': part.contentType }, payload: part.payload });
      return response.json<{ uuid: string }[]>()[0]!.uuid;
    };
    const verified = await t.app.inject({
      method: 'POST',
      url: `${BASE}/co-deed/identity`,
      headers: bearer(signerJwt),
      payload: { idType: 'DRIVERS_LICENSE', frontDocumentUuid: await side('DRIVERSLICENSEFRONT'), backDocumentUuid: await side('DRIVERSLICENSEBACK') },
    });
    expect(verified.json<{ result: string }>().result).toBe('VERIFIED');
    const all = (await t.app.inject({ method: 'GET', url: `${SIGNER_CONDITIONS}?includeResolved=true`, headers: bearer(signerJwt) })).json<{ uuid: string; resolvedAt: string | null }[]>();
    expect(all.find((c) => c.uuid === asked.uuid)?.resolvedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: SIGNER_CONDITIONS, headers: bearer(signerJwt) })).json()).toEqual([]);
  });
});

describe('the co-owner signs the closing package', () => {

  it('an invited owner gets its own notice in the package, signs its places after the ID check, and the application moves on', async () => {
    const { headers, uuid } = await applicantAtFinalOffer(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    await consentToSign(uuid, headers);
    await packageAtNoteSigning(uuid, headers);

    // Named during NOTE_SIGNING: the owner joins the package.
    const email = uniqueEmail('package');
    expect((await invite(uuid, headers, { email })).statusCode).toBe(201);
    const pkg = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
    for (const document of pkg.documents.filter((d) => !d.notarized)) {
      await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, headers });
    }
    const primaryPlaces = pkg.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid));
    const primarySigned = await t.app.inject({
      method: 'POST',
      url: `${SIGNING}/${uuid}/sign`,
      headers,
      payload: { signature: { method: 'TYPED', typedName: 'Alex Rivera', image: PNG }, placeUuids: primaryPlaces, location: { kind: 'STATED', state: 'CO' } },
    });
    expect(primarySigned.json<TSignResponse>().applicationStatus).toBe('CO_DEED_REQ');

    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;
    const signerHeaders = bearer(signerJwt);
    // The package holds the co-owner's own notice: the intro offers the documents.
    expect((await coDeedStatus(signerJwt)).json<TCoDeedStatus>()).toMatchObject({ applicationStatus: 'CO_DEED_REQ', documentsReady: true });
    // Nothing of the package is shown before the co-owner's own E-SIGN consent, as for the primary.
    const before = (await t.app.inject({ method: 'GET', url: `${BASE}/co-deed/package`, headers: signerHeaders })).json<TSignerPackage>();
    expect(before.consent).toMatchObject({ current: false, given: null, currentVersion: ESIGN_CONSENT_VERSION });
    expect(before.documents).toEqual([]);
    // Nor downloaded by a known uuid: the agreement (the whole package's) answers 404 until the consent is current.
    const agreement = pkg.documents.find((d) => d.kind === 'HELOC_AGREEMENT')!;
    const download = (documentUuid: string) => t.app.inject({ method: 'GET', url: `${BASE}/co-deed/documents/${documentUuid}`, headers: signerHeaders });
    expect((await download(agreement.documentUuid)).statusCode).toBe(404);
    expect((await download(agreement.signedDocumentUuid ?? agreement.documentUuid)).statusCode).toBe(404);
    const outdated = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/consent`, headers: signerHeaders, payload: { version: 'old', accepted: true } });
    expect(outdated.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/consent`, headers: signerHeaders, payload: { version: ESIGN_CONSENT_VERSION } })).statusCode).toBe(400);
    const consented = await t.app.inject({
      method: 'POST',
      url: `${BASE}/co-deed/consent?applicationUuid=${uuid}`,
      headers: { ...signerHeaders, 'user-agent': 'SignerConsent/1.0' },
      payload: { version: ESIGN_CONSENT_VERSION, accepted: true },
    });
    expect(consented.statusCode, consented.body).toBe(200);
    const own = consented.json<TSignerPackage>();
    expect(own.consent.current).toBe(true);
    const [record] = await t.db.select().from(signingConsents).where(eq(signingConsents.applicationUuid, uuid)).orderBy(desc(signingConsents.givenAt)).limit(1);
    expect(record).toMatchObject({ version: ESIGN_CONSENT_VERSION, userAgent: 'SignerConsent/1.0', withdrawnAt: null });
    expect(record!.signerKey).not.toBe('PRIMARY');
    expect(record!.ipAddress).toBeTruthy();
    expect((await download(agreement.documentUuid)).statusCode).toBe(200);
    // Withdrawn, hidden again; consented again, readable again.
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/consent/withdraw`, headers: signerHeaders, payload: { confirmed: true } })).statusCode).toBe(200);
    expect((await download(agreement.documentUuid)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/consent`, headers: signerHeaders, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await download(agreement.documentUuid)).statusCode).toBe(200);
    expect(own.signer).toMatchObject({ name: 'Jordan Rivera', email });
    const notices = own.documents.filter((d) => d.kind === 'RIGHT_TO_CANCEL');
    expect(notices).toHaveLength(1);
    const toSign = own.documents.filter((d) => !d.notarized && d.places.length > 0);
    expect(toSign.length).toBeGreaterThan(0);
    const places = toSign.flatMap((d) => d.places.map((p) => p.uuid));
    const body = { signature: { method: 'TYPED', typedName: 'Jordan Rivera', image: PNG }, placeUuids: places, location: { kind: 'STATED', state: 'CO' } };

    // Identity first.
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/sign`, headers: signerHeaders, payload: body })).statusCode).toBe(409);
    const side = multipartBody([{ name: 'type', value: 'PASSPORTFRONT' }, { name: 'file', filename: 'passport.jpg', contentType: 'image/jpeg', data: sampleJpeg() }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/documents`, headers: { ...signerHeaders, 'content-type': side.contentType }, payload: side.payload });
    await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/identity`, headers: signerHeaders, payload: { idType: 'PASSPORT', frontDocumentUuid: uploaded.json<{ uuid: string }[]>()[0]!.uuid } });

    const wrongName = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/sign`, headers: signerHeaders, payload: { ...body, signature: { ...body.signature, typedName: 'Alex Rivera' } } });
    expect(wrongName.statusCode).toBe(400);
    const signed = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/sign`, headers: { ...signerHeaders, 'user-agent': 'SignerTest/1.0' }, payload: body });
    expect(signed.statusCode, signed.body).toBe(200);
    const result = signed.json<TSignResponse>();
    expect(result.applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
    expect(result.sealedDocuments.length).toBeGreaterThan(0);

    // The sealed notice is the signer's to read; the primary's own notice is not.
    const sealed = await t.app.inject({ method: 'GET', url: `${BASE}/co-deed/documents/${result.sealedDocuments[0]!.documentUuid}`, headers: signerHeaders });
    expect(sealed.statusCode).toBe(200);
    expect(sealed.headers['content-type']).toContain('application/pdf');
    const primaryNotice = pkg.documents.find((d) => d.kind === 'RIGHT_TO_CANCEL')!;
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/co-deed/documents/${primaryNotice.documentUuid}`, headers: signerHeaders })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/co-deed/signers`, headers })).json<TAdditionalSignersResponse>();
    expect(list.signers[0]!.progress).toBe('SIGNED');
    // Signed: the consent can no longer be withdrawn.
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/consent/withdraw`, headers: signerHeaders, payload: { confirmed: true } })).statusCode).toBe(409);
  });
});

describe('the invitation of a co-owner named once the package exists', () => {

  it('goes out only once their notice of the right to cancel is in the package: the intro offers the documents at once', async () => {
    const { headers, uuid } = await applicantAtFinalOffer(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    await consentToSign(uuid, headers);
    await packageAtNoteSigning(uuid, headers);

    const email = uniqueEmail('notice-first');
    // Not awaited: the email may reach the mailbox before the call answers.
    const invited = invite(uuid, headers, { email });
    // Looked at as soon as the email is there (every 10 ms), while the invitation call may still be running.
    let arrived: TMailboxMessage[] = [];
    for (const started = Date.now(); arrived.length === 0; ) {
      arrived = (await readMailbox(t.app, admin.jwt, email)).json<TMailboxMessage[]>();
      if (arrived.length === 0 && Date.now() - started > 20_000) throw new Error('no invitation email within 20 s');
      if (arrived.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [signer] = await t.db.select().from(additionalSigners).where(eq(additionalSigners.emailKey, email.toLowerCase()));
    const documents = await listSignerDocuments({ db: t.db, applicationUuid: uuid, signerKey: signer!.uuid });
    const notice = documents.find((d) => d.kind === 'RIGHT_TO_CANCEL' && d.ownerKey === signer!.uuid);
    expect(notice?.places.length ?? 0).toBeGreaterThan(0);

    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;
    expect((await coDeedStatus(signerJwt)).json<TCoDeedStatus>()).toMatchObject({ applicationStatus: 'NOTE_SIGNING', documentsReady: true });
    expect((await invited).statusCode).toBe(201);
  });
});

describe('a co-owner named while the closing package is being made (GEN_NOTE_SIGNING)', () => {

  // The consent starts the package job; the invitation comes at once or a little later, while the job reads the
  // owners, renders and stores. Whichever comes first, the package ends with one notice for the co-owner and one
  // deed with their place (decision 069).
  it.each([0, 150, 400])('after %i ms: the package ends with their own notice and their place on the one deed', async (delayMs) => {
    const { headers, uuid } = await applicantAtFinalOffer(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    const consent = await consentToSign(uuid, headers);
    expect(consent.statusCode, consent.body).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const email = uniqueEmail('during-generation');
    const invited = await invite(uuid, headers, { email });
    expect(invited.statusCode, invited.body).toBe(201);
    await packageAtNoteSigning(uuid, headers);

    const [signer] = await t.db.select().from(additionalSigners).where(eq(additionalSigners.emailKey, email.toLowerCase()));
    const documents = await listSignerDocuments({ db: t.db, applicationUuid: uuid, signerKey: signer!.uuid });
    const notices = documents.filter((d) => d.kind === 'RIGHT_TO_CANCEL' && d.ownerKey === signer!.uuid);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.places.length).toBeGreaterThan(0);
    const deeds = documents.filter((d) => d.kind === 'DEED_OF_TRUST');
    expect(deeds).toHaveLength(1);
    expect(deeds[0]!.places.length).toBeGreaterThan(0);

    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;
    expect((await coDeedStatus(signerJwt)).json<TCoDeedStatus>()).toMatchObject({ applicationStatus: 'NOTE_SIGNING', documentsReady: true });
  });
});

describe('signing while the package is being changed (decision 071)', () => {

  it('waits for the change to end, then signs', async () => {
    const { headers, uuid } = await applicantAtFinalOffer(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    await consentToSign(uuid, headers);
    const pkg = await packageAtNoteSigning(uuid, headers);
    for (const document of pkg.documents.filter((d) => !d.notarized)) {
      await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, headers });
    }
    const placeUuids = pkg.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid));

    // Someone else (an owner being named or withdrawn) holds the package.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const taken = new Promise<void>((resolve) => (holding = resolve));
    const change = withPackageLock(t.db, uuid, async () => {
      holding();
      await held;
    });
    await taken;
    let answered = false;
    const signing = t.app
      .inject({
        method: 'POST',
        url: `${SIGNING}/${uuid}/sign`,
        headers,
        payload: { signature: { method: 'TYPED', typedName: 'Alex Rivera', image: PNG }, placeUuids, location: { kind: 'STATED', state: 'CO' } },
      })
      .then((response) => ((answered = true), response));
    // Signing alone answers in 1-5 s here: held for 8 s, it must not answer before the change ends (it did
    // without the lease, in about 4 s).
    await Promise.race([signing, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    expect(answered).toBe(false);
    release();
    await change;
    const signed = await signing;
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<TSignResponse>().applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
  });
});

describe('the primary’s ID check takes the primary’s own uploads only', () => {
  it('a co-owner’s uploaded passport, in the same application, is not the primary’s ID (400)', async () => {
    const primary = await primaryIn('NOTE_SIGNING');
    const email = uniqueEmail('id-owner');
    expect((await invite(primary.uuid, primary.headers, { email })).statusCode).toBe(201);
    const { token } = await tokenFromMailbox(email);
    const signerHeaders = bearer((await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt);
    const side = multipartBody([{ name: 'type', value: 'PASSPORTFRONT' }, { name: 'file', filename: 'passport.jpg', contentType: 'image/jpeg', data: sampleJpeg() }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/documents`, headers: { ...signerHeaders, 'content-type': side.contentType }, payload: side.payload });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    const coOwnersPassport = uploaded.json<{ uuid: string }[]>()[0]!.uuid;

    const back = await t.app.inject({
      method: 'POST',
      url: `/service-ops/agent/api/v1/applications/${primary.uuid}/status`,
      headers: bearer(admin.jwt),
      payload: { status: 'IDENTITY_VERIFICATION', reason: 'test', force: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: `${BASE}/${primary.uuid}/identity`, headers: primary.headers, payload: { idType: 'PASSPORT', frontDocumentUuid: coOwnersPassport } });
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json<{ errors: string[] }>().errors).toEqual([IDENTITY_MESSAGES.front]);
  });
});

describe('one person invited to two applications', () => {
  it('sees each application’s own status and package with ?applicationUuid=, and a third one answers 404', async () => {
    const email = uniqueEmail('two-homes');
    const first = await primaryIn();
    await invite(first.uuid, first.headers, { email });
    const { token } = await tokenFromMailbox(email);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;
    const second = await primaryIn();
    await invite(second.uuid, second.headers, { email, firstName: 'Jordan', lastName: 'Avila' });
    const { token: secondToken } = await tokenFromMailbox(email, 2);
    const relogged = await accept(secondToken, 'LOGIN');
    expect(relogged.statusCode, relogged.body).toBe(200);
    expect(relogged.json<{ applicationUuid: string }>().applicationUuid).toBe(second.uuid);
    const headers = bearer(relogged.json<{ jwt: string }>().jwt);
    void signerJwt;

    const statusOf = async (uuid: string) => t.app.inject({ method: 'GET', url: `${BASE}/co-deed/status?applicationUuid=${uuid}`, headers });
    expect((await statusOf(first.uuid)).json<TCoDeedStatus>()).toMatchObject({ applicationUuid: first.uuid, lastName: 'Rivera' });
    expect((await statusOf(second.uuid)).json<TCoDeedStatus>()).toMatchObject({ applicationUuid: second.uuid, lastName: 'Avila' });
    const packageOf = async (uuid: string) => (await t.app.inject({ method: 'GET', url: `${BASE}/co-deed/package?applicationUuid=${uuid}`, headers })).json<TSignerPackage>();
    expect((await packageOf(first.uuid)).signer.name).toBe('Jordan Rivera');
    expect((await packageOf(second.uuid)).signer.name).toBe('Jordan Avila');

    // The consent is given for one application only.
    await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/consent?applicationUuid=${first.uuid}`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });
    expect((await packageOf(first.uuid)).consent.current).toBe(true);
    expect((await packageOf(second.uuid)).consent.current).toBe(false);

    // An application that is not among the caller's invitations (or not a uuid) is 404 on every signer call.
    const stranger = await primaryIn();
    for (const [method, path] of [
      ['GET', 'co-deed/status'],
      ['GET', 'co-deed/package'],
      ['POST', 'co-deed/consent'],
      ['POST', 'co-deed/identity'],
      ['POST', 'co-deed/sign'],
    ] as const) {
      const payload =
        path === 'co-deed/consent'
          ? { version: ESIGN_CONSENT_VERSION, accepted: true }
          : path === 'co-deed/identity'
            ? { idType: 'PASSPORT', frontDocumentUuid: crypto.randomUUID() }
            : path === 'co-deed/sign'
              ? { signature: { method: 'DRAWN', image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' }, placeUuids: [crypto.randomUUID()], location: { kind: 'STATED', state: 'CO' } }
              : undefined;
      for (const applicationUuid of [stranger.uuid, 'not-a-uuid']) {
        const response = await t.app.inject({ method, url: `${BASE}/${path}?applicationUuid=${applicationUuid}`, headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${path} ${applicationUuid}: ${response.body}`).toBe(404);
      }
    }
    const foreignDocument = await t.app.inject({ method: 'GET', url: `${BASE}/co-deed/documents/${crypto.randomUUID()}?applicationUuid=${stranger.uuid}`, headers });
    expect(foreignDocument.statusCode).toBe(404);
  });
});

describe('moving on', () => {
  it('CO_DEED_REQ moves on to GEN_NOTARY_DISCLOSURE once every owner still invited has signed', async () => {
    const primary = await primaryIn();
    await invite(primary.uuid, primary.headers, { email: uniqueEmail('first') });
    const both = (await invite(primary.uuid, primary.headers, { email: uniqueEmail('second') })).json<TAdditionalSignersResponse>();
    const [first, second] = both.signers;
    expect(await markSignerStep({ db: t.db, signerUuid: first!.uuid, step: 'SIGNED' })).toBe(true);
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: `${BASE}/${primary.uuid}/co-deed/signers`, headers: primary.headers })).json<TAdditionalSignersResponse>().applicationStatus;
    expect(await status()).toBe('CO_DEED_REQ');
    // The one who has not signed is withdrawn: the rest have all signed.
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `${BASE}/${primary.uuid}/co-deed/signers/${second!.uuid}`, headers: primary.headers });
    expect(withdrawn.json<TAdditionalSignersResponse>().applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
    expect(await markSignerStep({ db: t.db, signerUuid: second!.uuid, step: 'SIGNED' })).toBe(false);
  });

  it('the last signature moves the application on', async () => {
    const primary = await primaryIn();
    const listed = (await invite(primary.uuid, primary.headers, { email: uniqueEmail('only') })).json<TAdditionalSignersResponse>();
    await markSignerStep({ db: t.db, signerUuid: listed.signers[0]!.uuid, step: 'SIGNED' });
    const after = (await t.app.inject({ method: 'GET', url: `${BASE}/${primary.uuid}/co-deed/signers`, headers: primary.headers })).json<TAdditionalSignersResponse>();
    expect(after.applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
    expect(after.signers[0]).toMatchObject({ progress: 'SIGNED' });
  });
});

describe('expiry', () => {
  it('a link older than 14 days of simulated time is refused with a clear message', async () => {
    const primary = await primaryIn();
    const email = uniqueEmail('late');
    await invite(primary.uuid, primary.headers, { email });
    const { token } = await tokenFromMailbox(email);
    const advanced = await t.app.inject({ method: 'POST', url: '/service-ops/agent/api/v1/clock/advance', headers: bearer(admin.jwt), payload: { minutes: 14 * 24 * 60 + 1 } });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect((await check(token)).json()).toEqual({ errors: [SIGNER_MESSAGES.invitationExpired] });
    expect((await accept(token, 'REGISTER')).json()).toEqual({ errors: [SIGNER_MESSAGES.invitationExpired] });
    const list = (await t.app.inject({ method: 'GET', url: `${BASE}/${primary.uuid}/co-deed/signers`, headers: primary.headers })).json<TAdditionalSignersResponse>();
    expect(list.signers[0]!.invitationExpired).toBe(true);
  });
});

describe('the co-owner is told when their documents are ready', () => {

  it('a co-owner who accepted before the package existed gets one "documents ready" email when it is made; one not yet accepted does not', async () => {
    const { headers, uuid } = await applicantAtFinalOffer(t.app, { firstName: 'Alex', lastName: 'Rivera' });

    // Named before the package exists (FINAL_OFFER): one accepts at once and is told to wait; the other does not accept.
    const early = uniqueEmail('early');
    const late = uniqueEmail('late');
    expect((await invite(uuid, headers, { email: early })).statusCode).toBe(201);
    expect((await invite(uuid, headers, { email: late, firstName: 'Sam', phoneNumber: '(303) 555-0143' })).statusCode).toBe(201);
    const { token } = await tokenFromMailbox(early);
    const signerJwt = (await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt;
    expect((await coDeedStatus(signerJwt)).json<TCoDeedStatus>()).toMatchObject({ documentsReady: false });

    await consentToSign(uuid, headers);
    const ready = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, early)).json<TMailboxMessage[]>();
      return list.find((m) => m.subject === 'Your documents are ready to sign');
    }, 30_000);
    expect(ready.text).toContain('Jordan, your documents are ready');
    expect(ready.text).toContain('Alex R. applied for');
    const link = ready.links.find((l) => l.includes('/account/heloc/heloc-signer/resume'))!;
    expect(new URL(link).searchParams.get('applicationUuid')).toBe(uuid);
    expect((await coDeedStatus(signerJwt)).json<TCoDeedStatus>()).toMatchObject({ applicationStatus: 'NOTE_SIGNING', documentsReady: true });

    // Only the invitation for the one who has not accepted, and the email went once.
    const lateMail = (await readMailbox(t.app, admin.jwt, late)).json<TMailboxMessage[]>();
    expect(lateMail.map((m) => m.subject)).toEqual(['Alex R. invited you to sign for a home equity line of credit']);
    const earlyMail = (await readMailbox(t.app, admin.jwt, early)).json<TMailboxMessage[]>();
    expect(earlyMail.filter((m) => m.subject === 'Your documents are ready to sign')).toHaveLength(1);
  });
});

describe('a co-owner of a home that is not a primary residence', () => {

  /** A second home at FINAL_OFFER with one co-owner invited and registered: no notice of the right to cancel for anyone. */
  const secondHomeWithCoOwner = async () => {
    const { headers, uuid } = await applicantAtFinalOffer(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    await t.db.update(applications).set({ occupancyType: 'SECONDARY' }).where(eq(applications.uuid, uuid));
    const email = uniqueEmail('second-home');
    expect((await invite(uuid, headers, { email })).statusCode).toBe(201);
    const { token } = await tokenFromMailbox(email);
    const signerHeaders = bearer((await accept(token, 'REGISTER')).json<{ jwt: string }>().jwt);
    await consentToSign(uuid, headers);
    const pkg = await packageAtNoteSigning(uuid, headers);
    expect(pkg.documents.some((d) => d.kind === 'RIGHT_TO_CANCEL')).toBe(false);
    const verifyIdentity = async () => {
      const side = multipartBody([{ name: 'type', value: 'PASSPORTFRONT' }, { name: 'file', filename: 'passport.jpg', contentType: 'image/jpeg', data: sampleJpeg() }]);
      const uploaded = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/documents`, headers: { ...signerHeaders, 'content-type': side.contentType }, payload: side.payload });
      const verified = await t.app.inject({
        method: 'POST',
        url: `${BASE}/co-deed/identity`,
        headers: signerHeaders,
        payload: { idType: 'PASSPORT', frontDocumentUuid: uploaded.json<{ uuid: string }[]>()[0]!.uuid },
      });
      expect(verified.json<{ result: string }>().result).toBe('VERIFIED');
    };
    const primarySigns = async () => {
      for (const document of pkg.documents.filter((d) => !d.notarized)) {
        await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, headers });
      }
      const placeUuids = pkg.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid));
      const signed = await t.app.inject({
        method: 'POST',
        url: `${SIGNING}/${uuid}/sign`,
        headers,
        payload: { signature: { method: 'TYPED', typedName: 'Alex Rivera', image: PNG }, placeUuids, location: { kind: 'STATED', state: 'CO' } },
      });
      expect(signed.json<TSignResponse>().applicationStatus).toBe('CO_DEED_REQ');
    };
    const statusOfSigner = async () => (await t.app.inject({ method: 'GET', url: `${BASE}/co-deed/status`, headers: signerHeaders })).json<TCoDeedStatus>();
    const waitForNotary = () =>
      waitFor(async () => {
        const status = await statusOfSigner();
        return ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'].includes(status.applicationStatus) ? status : undefined;
      }, 30_000);
    return { verifyIdentity, primarySigns, statusOfSigner, waitForNotary };
  };

  it('the application waits in CO_DEED_REQ for their identity, then goes on to the notary: they have nothing to sign before it', async () => {
    const flow = await secondHomeWithCoOwner();
    await flow.primarySigns();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await flow.statusOfSigner()).applicationStatus).toBe('CO_DEED_REQ');
    await flow.verifyIdentity();
    const status = await flow.waitForNotary();
    expect(status).toMatchObject({ progress: 'IDENTITY_VERIFIED', documentsReady: false });
  });

  it('verified before the primary signs: CO_DEED_REQ moves on as soon as it is entered', async () => {
    const flow = await secondHomeWithCoOwner();
    await flow.verifyIdentity();
    await flow.primarySigns();
    expect(await flow.waitForNotary()).toMatchObject({ progress: 'IDENTITY_VERIFIED' });
  });
});
