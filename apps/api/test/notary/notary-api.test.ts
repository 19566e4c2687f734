import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TAdditionalSignersResponse, TKbaQuiz, TKbaResult, TNotaryJournalEntry, TNotaryQueueEntry, TNotarySessionDetail, TNotaryState } from '@lintel/contract';
import { isNotaryHoursAt, MANUAL_NOTARY_FEE_DOLLARS, NOTARY_MESSAGES, nextNotaryOpening } from '@lintel/domain';
import { advanceClock, clockNow } from '../../src/platform/clock.ts';
import { bearer, buildTestApp, createAgent, json, ORG, readMailbox, registerApplicant, STRONG_PASSWORD, uniqueEmail, waitFor, type TMailboxMessage, type TTestApp } from '../helper.ts';
import { readStatus } from '../application/application-fixtures.ts';
import { multipartBody } from '../documents/multipart.ts';
import { sampleJpeg, samplePdf } from '../documents/sample-files.ts';
import { applicationIn, createNotary, knownAnswers, NOTARY_AGENT_BASE, NOTARY_BASE, PNG, typedSignature } from './notary-fixtures.ts';

let t: TTestApp;
let admin: { jwt: string };
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await intoNotaryHours();
});

/** "Now" sessions start only within the notaries' hours: the simulated clock moves on to the next opening. */
const intoNotaryHours = async () => {
  const now = await clockNow(t.db);
  const opening = nextNotaryOpening(now);
  if (opening > now) await advanceClock(t.db, (opening.getTime() - now.getTime()) / 60_000 + 1);
};
afterAll(async () => t?.close());

/** Opens the session socket; resolves with its close code or its first event. */
const openSocket = (sessionUuid: string, jwt: string) =>
  new Promise<{ code?: number; first?: { type: string } ; socket: WebSocket }>((resolve) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${NOTARY_BASE}/sessions/${sessionUuid}/ws?org=${ORG}&token=${encodeURIComponent(jwt)}`);
    socket.once('message', (data) => resolve({ first: JSON.parse(String(data)) as { type: string }, socket }));
    socket.once('close', (code) => resolve({ code, socket }));
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += String(chunk)));
      response.on('end', () => resolve({ code: response.statusCode, first: { type: text }, socket }));
    });
  });

const nextEvent = (socket: WebSocket, type: string) =>
  new Promise<Record<string, unknown>>((resolve) => {
    const listener = (data: WebSocket.RawData) => {
      const event = JSON.parse(String(data)) as Record<string, unknown>;
      if (event.type === type) {
        socket.off('message', listener);
        resolve(event);
      }
    };
    socket.on('message', listener);
  });

describe('remote notary session', () => {
  it('runs a whole session: queue, join, signalling, KBA, deed signed, sealed, journal, recording, status moves on', async () => {
    const notary = await createNotary(t.app, admin.jwt);
    const applicant = await applicationIn(t.app, admin.jwt, 'DEED_SIGNING', 'CO', { deed: true });
    const headers = bearer(applicant.jwt);

    // No notary in the room yet: "now" is refused, the state says so.
    const before = (await t.app.inject({ method: 'GET', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary`, headers })).json<TNotaryState>();
    expect(before).toMatchObject({ remoteAccepted: true, notariesAvailableNow: false, session: null, manualFeeDollars: 350 });
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/session`, headers, payload: { when: 'NOW' } })).statusCode).toBe(409);

    // The notary opens the room; now a session can start.
    expect((await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/sessions`, headers: bearer(notary.jwt) })).statusCode).toBe(200);
    const requested = await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/session`, headers, payload: { when: 'NOW' } });
    expect(requested.statusCode, requested.body).toBe(200);
    const state = requested.json<TNotaryState>();
    const sessionUuid = state.session!.uuid;
    expect(state.session).toMatchObject({ state: 'WAITING', notaryJoined: false });
    expect(state.participantUuid).toBe(state.session!.participants[0]!.uuid);

    const queue = (await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/sessions`, headers: bearer(notary.jwt) })).json<TNotaryQueueEntry[]>();
    expect(queue.map((entry) => entry.session.uuid)).toContain(sessionUuid);

    // The socket refuses anyone who is not a participant: another applicant, a plain agent, the notary before joining.
    const stranger = await registerApplicant(t.app);
    expect((await openSocket(sessionUuid, stranger.jwt)).code).toBe(4404);
    expect((await openSocket(sessionUuid, notary.jwt)).code).toBe(4404);
    expect((await openSocket(sessionUuid, 'not-a-token')).code).toBe(4404);

    const joined = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/join`, headers: bearer(notary.jwt) });
    expect(joined.statusCode, joined.body).toBe(200);
    const detail = joined.json<TNotarySessionDetail>();
    expect(detail.commission).toMatchObject({ number: 'CO-20261234', state: 'CO' });

    // Both participants connect; a signal from one reaches the other.
    const signerSocket = await openSocket(sessionUuid, applicant.jwt);
    expect(signerSocket.first?.type).toBe('hello');
    const notarySocket = await openSocket(sessionUuid, notary.jwt);
    expect(notarySocket.first?.type).toBe('hello');
    const relayed = nextEvent(notarySocket.socket, 'signal');
    signerSocket.socket.send(JSON.stringify({ type: 'signal', to: detail.notaryParticipantUuid, payload: { description: { type: 'offer', sdp: 'v=0' } } }));
    expect(await relayed).toMatchObject({ from: state.participantUuid, payload: { description: { type: 'offer' } } });

    // Signing before the identity questions is refused.
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/sign`, headers, payload: typedSignature('Ada Lovelace') })).statusCode).toBe(409);

    const quiz = (await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/kba`, headers })).json<TKbaQuiz>();
    expect(quiz.questions).toHaveLength(5);
    expect(JSON.stringify(quiz)).not.toContain('answerIndex');
    const sessionPush = nextEvent(notarySocket.socket, 'session');
    const result = await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/kba/${quiz.attemptUuid}`, headers, payload: { answers: knownAnswers(quiz) } });
    expect(result.json<TKbaResult>().outcome).toBe('PASSED');
    expect(await sessionPush).toMatchObject({ session: { participants: expect.arrayContaining([expect.objectContaining({ kbaStatus: 'PASSED' })]) } });

    // A signature that is not a PNG image is bad input.
    const notPng = await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/sign`, headers, payload: { signature: { method: 'DRAWN', image: 'data:image/png;base64,AAAA' } } });
    expect(notPng.statusCode).toBe(400);
    const signed = await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/sign`, headers, payload: typedSignature('Ada Lovelace') });
    expect(signed.statusCode, signed.body).toBe(200);

    // A WebM recording (EBML header) is stored as a document.
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 1)]);
    const recording = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/recording`, headers: { ...bearer(notary.jwt), 'content-type': 'video/webm' }, payload: webm });
    expect(recording.statusCode, recording.body).toBe(201);

    const noSeal = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/complete`, headers: bearer(notary.jwt), payload: {} });
    expect(noSeal.statusCode).toBe(400);
    expect(noSeal.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
    const completed = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/complete`, headers: bearer(notary.jwt), payload: { seal: PNG } });
    expect(completed.statusCode, completed.body).toBe(200);
    const done = completed.json<TNotarySessionDetail>();
    expect(done.session.state).toBe('COMPLETED');
    expect(done.session.recordingDocumentUuid).toBeTruthy();

    const status = await readStatus(t.app, applicant.jwt, applicant.uuid);
    expect(status).toMatchObject({ applicationStatus: 'DISBURSEMENT_ACCOUNT' });

    // The notarized deed carries a valid PDF signature over the whole file.
    const deed = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${done.session.notarizedDeedDocumentUuid}`, headers });
    expect(deed.statusCode).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'notary-'));
    writeFileSync(join(folder, 'deed.pdf'), deed.rawPayload);
    const pdfsig = execFileSync('pdfsig', [join(folder, 'deed.pdf')]).toString();
    expect(pdfsig).toContain('Signature is Valid');
    expect(pdfsig).toContain('Total document signed');
    // The signatures are on the deed's own places, not on an added page: the grantor's over its name line, the
    // notary's seal over the notary acknowledgement line.
    const pages = execFileSync('pdftotext', ['-layout', join(folder, 'deed.pdf'), '-'], { encoding: 'utf8' }).split('\f');
    expect(pages.find((page) => page.includes('Ada Lovelace, Grantor'))).toContain('Signed electronically by Ada Lovelace');
    expect(pages.find((page) => page.includes('Notary public, electronic seal and signature'))).toContain('Signed electronically by Nora Notary');
    expect(pages.some((page) => page.includes('Notarial certificate'))).toBe(false);
    expect(pages.join('')).toContain('Certificate of Completion');

    const journal = (await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/journal`, headers: bearer(notary.jwt) })).json<TNotaryJournalEntry[]>();
    expect(journal[0]).toMatchObject({ sessionUuid, signerName: 'Ada Lovelace', method: 'REMOTE', recordingDocumentUuid: done.session.recordingDocumentUuid });
    signerSocket.socket.close();
    notarySocket.socket.close();
  });

  it('ends the session after two failed attempts at the identity questions', async () => {
    const notary = await createNotary(t.app, admin.jwt, 'Second Notary');
    const applicant = await applicationIn(t.app, admin.jwt, 'DEED_SIGNING');
    const headers = bearer(applicant.jwt);
    await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/sessions`, headers: bearer(notary.jwt) });
    const state = (await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/session`, headers, payload: { when: 'NOW' } })).json<TNotaryState>();
    const outcomes: TKbaResult[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const quiz = (await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/kba`, headers })).json<TKbaQuiz>();
      outcomes.push((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/kba/${quiz.attemptUuid}`, headers, payload: { answers: knownAnswers(quiz, false) } })).json<TKbaResult>());
    }
    expect(outcomes.map((o) => o.outcome)).toEqual(['RETRY', 'FAILED']);
    const after = (await t.app.inject({ method: 'GET', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary`, headers })).json<TNotaryState>();
    expect(after.session).toMatchObject({ uuid: state.session!.uuid, state: 'ENDED', endedReason: 'KBA_FAILED' });
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/kba`, headers })).statusCode).toBe(409);
  });

  it('a signer never reaches another applicant’s notary step', async () => {
    const owner = await applicationIn(t.app, admin.jwt, 'DEED_SIGNING');
    const other = await registerApplicant(t.app);
    expect((await t.app.inject({ method: 'GET', url: `${NOTARY_BASE}/applications/${owner.uuid}/notary`, headers: bearer(other.jwt) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${owner.uuid}/notary/kba`, headers: bearer(other.jwt) })).statusCode).toBe(404);
  });
});

describe('manual notary path', () => {
  it('routes a state that does not accept remote notarization to MANUAL_DEED_SIGNING', async () => {
    const applicant = await applicationIn(t.app, admin.jwt, 'NOTE_SIGNING', 'SC');
    await t.app.inject({ method: 'POST', url: `/service-ops/agent/api/v1/applications/${applicant.uuid}/status`, headers: bearer(admin.jwt), payload: { status: 'GEN_NOTARY_DISCLOSURE', reason: 'test' } });
    await t.app.inject({ method: 'POST', url: `/service-ops/agent/api/v1/applications/${applicant.uuid}/status`, headers: bearer(admin.jwt), payload: { status: 'DEED_SIGNING', reason: 'test' } });
    await expect.poll(async () => (await readStatus(t.app, applicant.jwt, applicant.uuid)).applicationStatus, { timeout: 15_000 }).toBe('MANUAL_DEED_SIGNING');
  });

  it('reserves a visit with the $350 fee and an agent completes it with the scan', async () => {
    const applicant = await applicationIn(t.app, admin.jwt, 'DEED_SIGNING');
    const headers = bearer(applicant.jwt);
    const windows = [
      { start: '2030-01-07T16:00:00.000Z', end: '2030-01-07T18:00:00.000Z' },
      { start: '2030-01-08T16:00:00.000Z', end: '2030-01-08T18:00:00.000Z' },
    ];
    const bad = await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/manual`, headers, payload: { address: { street1: '12 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202' }, windows: windows.slice(0, 1) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: string[] }>().errors).toContain('Please give two preferred windows.');
    const reserved = await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary/manual`, headers, payload: { address: { street1: '12 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202' }, windows } });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json<TNotaryState>()).toMatchObject({ applicationStatus: 'MANUAL_DEED_SIGNING', manualNotary: true, reservation: { feeDollars: MANUAL_NOTARY_FEE_DOLLARS, status: 'RESERVED' } });

    const agent = await createAgent(t.app);
    const body = multipartBody([{ name: 'type', value: 'WET_SIGNED_DEED' }, { name: 'file', filename: 'deed-scan.pdf', contentType: 'application/pdf', data: await samplePdf() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/service-document/api/v1/applications/${applicant.uuid}/documents`,
      headers: { ...bearer(agent.jwt), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const scanDocumentUuid = upload.json<{ uuid: string }[]>()[0]!.uuid;
    const completed = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/applications/${applicant.uuid}/manual/complete`, headers: bearer(agent.jwt), payload: { scanDocumentUuid } });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'COMPLETED', scanDocumentUuid });
    expect((await readStatus(t.app, applicant.jwt, applicant.uuid)).applicationStatus).toBe('DISBURSEMENT_ACCOUNT');
  });
});

describe('notary hours', () => {
  it('refuses a session outside the notaries\u2019 hours with a 400 and says when they work', async () => {
    const notary = await createNotary(t.app, admin.jwt, 'Hours Notary');
    const applicant = await applicationIn(t.app, admin.jwt, 'DEED_SIGNING');
    const headers = bearer(applicant.jwt);
    await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/sessions`, headers: bearer(notary.jwt) });
    const url = `${NOTARY_BASE}/applications/${applicant.uuid}/notary/session`;
    // A Sunday slot is refused.
    const sunday = await t.app.inject({ method: 'POST', url, headers, payload: { when: 'SCHEDULED', scheduledFor: '2030-01-06T18:00:00.000Z' } });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json<{ errors: string[] }>().errors).toEqual([NOTARY_MESSAGES.scheduledOutsideHours]);

    // The clock moves past closing time (end of the day's hours): "now" is no longer offered and refused.
    let now = await clockNow(t.db);
    while (isNotaryHoursAt(now)) now = await advanceClock(t.db, 60);
    const state = (await t.app.inject({ method: 'GET', url: `${NOTARY_BASE}/applications/${applicant.uuid}/notary`, headers })).json<TNotaryState>();
    expect(state).toMatchObject({ withinNotaryHours: false, notariesAvailableNow: false });
    const refused = await t.app.inject({ method: 'POST', url, headers, payload: { when: 'NOW' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: string[] }>().errors).toEqual([NOTARY_MESSAGES.outsideHours]);
  });
});

describe('additional signers in the session (their own turn)', () => {
  it('the notary adds a co-owner who accepted the invitation; both sign their own places; completion marks the co-owner NOTARIZED', async () => {
    await intoNotaryHours();
    const notary = await createNotary(t.app, admin.jwt, 'Nora Notary');
    const primary = await applicationIn(t.app, admin.jwt, 'CO_DEED_REQ', 'CO', { deed: true });
    const headers = bearer(primary.jwt);
    const APP = '/service-application/api/v1/application/heloc';
    const email = uniqueEmail('coowner');
    const invited = await t.app.inject({ method: 'POST', url: `${APP}/${primary.uuid}/co-deed/signers`, headers, payload: { firstName: 'Jordan', lastName: 'Rivera', email, phoneNumber: '(303) 555-0142' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const signerUuid = invited.json<TAdditionalSignersResponse>().signers[0]!.uuid;
    const mail = await waitFor(async () => (await readMailbox(t.app, admin.jwt, email)).json<TMailboxMessage[]>()[0]);
    const token = new URLSearchParams(new URL(mail.links.find((l) => l.includes('/heloc-signer/login'))!).hash.slice(1)).get('token')!;
    const accepted = await t.app.inject({ method: 'POST', url: `${APP}/co-deed/invitation/accept`, headers: json(), payload: { token, mode: 'REGISTER', password: STRONG_PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const coOwner = bearer(accepted.json<{ jwt: string }>().jwt);
    // The co-owner's own ID check: its document ids stay on their signer record (decision 051).
    const side = multipartBody([{ name: 'type', value: 'PASSPORTFRONT' }, { name: 'file', filename: 'passport.jpg', contentType: 'image/jpeg', data: sampleJpeg() }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `${APP}/co-deed/documents`, headers: { ...coOwner, 'content-type': side.contentType }, payload: side.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const coOwnerFront = uploaded.json<{ uuid: string }[]>()[0]!.uuid;
    const idChecked = await t.app.inject({ method: 'POST', url: `${APP}/co-deed/identity`, headers: coOwner, payload: { idType: 'PASSPORT', frontDocumentUuid: coOwnerFront } });
    expect(idChecked.statusCode, idChecked.body).toBe(200);
    await t.app.inject({ method: 'POST', url: `/service-ops/agent/api/v1/applications/${primary.uuid}/status`, headers: bearer(admin.jwt), payload: { status: 'DEED_SIGNING', reason: 'test', force: true } });

    await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/sessions`, headers: bearer(notary.jwt) });
    const state = (await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/session`, headers, payload: { when: 'NOW' } })).json<TNotaryState>();
    const sessionUuid = state.session!.uuid;
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/join`, headers: bearer(notary.jwt) })).statusCode).toBe(200);

    // The co-owner is no participant yet: the socket refuses them. The primary takes its turn first.
    expect((await openSocket(sessionUuid, accepted.json<{ jwt: string }>().jwt)).code).toBe(4404);
    const quiz = (await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/kba`, headers })).json<TKbaQuiz>();
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/kba/${quiz.attemptUuid}`, headers, payload: { answers: knownAnswers(quiz) } })).json<TKbaResult>().outcome).toBe('PASSED');
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/sign`, headers, payload: typedSignature('Ada Lovelace') })).statusCode).toBe(200);
    // Every owner on the deed signs before the notary seals.
    const early = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/complete`, headers: bearer(notary.jwt), payload: { seal: PNG } });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ errors: string[] }>().errors).toEqual([NOTARY_MESSAGES.ownersMissing]);

    // Someone else's signer, or bad input, is refused; the application's co-owner is added.
    const unknown = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/signers`, headers: bearer(notary.jwt), payload: { signerUuid: '11111111-2222-4333-8444-555555555555' } });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/signers`, headers: bearer(notary.jwt), payload: { signerUuid: 'nope' } })).statusCode).toBe(400);
    const added = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/signers`, headers: bearer(notary.jwt), payload: { signerUuid } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<TNotarySessionDetail>().session.participants.map((p) => p.kind).sort()).toEqual(['ADDITIONAL', 'NOTARY', 'PRIMARY']);
    // The notary room shows the co-owner's own ID check while it follows them, not the primary's (decision 051).
    const detail = added.json<TNotarySessionDetail>();
    const coOwnerParticipant = detail.session.participants.find((p) => p.kind === 'ADDITIONAL')!;
    const primaryParticipant = detail.session.participants.find((p) => p.kind === 'PRIMARY')!;
    const coOwnerCheck = detail.signerIdChecks.find((check) => check.participantUuid === coOwnerParticipant.uuid);
    expect(coOwnerCheck).toMatchObject({ idType: 'PASSPORT', frontDocumentUuid: coOwnerFront, backDocumentUuid: null });
    expect(coOwnerCheck!.result).toBe(idChecked.json<{ result: string }>().result);
    const primaryCheck = detail.signerIdChecks.find((check) => check.participantUuid === primaryParticipant.uuid);
    expect(primaryCheck?.frontDocumentUuid ?? null).toBe(detail.idVerification?.frontDocumentUuid ?? null);
    expect(primaryCheck?.frontDocumentUuid).not.toBe(coOwnerFront);
    // The notary may open the co-owner's ID image.
    expect((await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${coOwnerFront}`, headers: bearer(notary.jwt) })).statusCode).toBe(200);

    // The co-owner's own turn: socket, questions (never about the primary's credit), signature.
    const coState = (await t.app.inject({ method: 'GET', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary`, headers: coOwner })).json<TNotaryState>();
    expect(coState.participantUuid).toBe(added.json<TNotarySessionDetail>().session.participants.find((p) => p.kind === 'ADDITIONAL')!.uuid);
    const coSocket = await openSocket(sessionUuid, accepted.json<{ jwt: string }>().jwt);
    expect(coSocket.first?.type).toBe('hello');
    coSocket.socket.close();
    const coQuiz = (await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/kba`, headers: coOwner })).json<TKbaQuiz>();
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/kba/${coQuiz.attemptUuid}`, headers: coOwner, payload: { answers: knownAnswers(coQuiz) } })).json<TKbaResult>().outcome).toBe('PASSED');
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/sign`, headers: coOwner, payload: typedSignature('Jordan Rivera') })).statusCode).toBe(200);
    // A co-owner cannot switch the whole application to the in-person path.
    expect((await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/manual`, headers: coOwner, payload: {
      address: { street1: '12 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202' },
      windows: [
        { start: '2030-01-07T16:00:00.000Z', end: '2030-01-07T18:00:00.000Z' },
        { start: '2030-01-08T16:00:00.000Z', end: '2030-01-08T18:00:00.000Z' },
      ],
    } })).statusCode).toBe(404);

    const completed = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${sessionUuid}/complete`, headers: bearer(notary.jwt), payload: { seal: PNG } });
    expect(completed.statusCode, completed.body).toBe(200);
    const deed = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${completed.json<TNotarySessionDetail>().session.notarizedDeedDocumentUuid}`, headers });
    const folder = mkdtempSync(join(tmpdir(), 'notary-co-'));
    writeFileSync(join(folder, 'deed.pdf'), deed.rawPayload);
    expect(execFileSync('pdfsig', [join(folder, 'deed.pdf')]).toString()).toContain('Signature is Valid');
    const text = execFileSync('pdftotext', ['-layout', join(folder, 'deed.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Signed electronically by Ada Lovelace');
    expect(text).toContain('Signed electronically by Jordan Rivera');
    expect(text).toContain('Signed electronically by Nora Notary');
    const signers = (await t.app.inject({ method: 'GET', url: `${APP}/${primary.uuid}/co-deed/signers`, headers })).json<TAdditionalSignersResponse>();
    expect(signers.signers[0]!.notarizedAt).toBeTruthy();
    const journal = (await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/journal`, headers: bearer(notary.jwt) })).json<TNotaryJournalEntry[]>();
    expect(journal.filter((row) => row.sessionUuid === sessionUuid).map((row) => row.signerName).sort()).toEqual(['Ada Lovelace', 'Jordan Rivera']);
    // Each journal row names that signer's own ID evidence.
    expect(journal.find((row) => row.sessionUuid === sessionUuid && row.signerName === 'Jordan Rivera')!.identityEvidence).toMatch(/^PASSPORT \w+; knowledge-based authentication passed$/);
  });
  it('a co-owner asking for a session joins the open one for their own turn, whatever its time (decision 043)', async () => {
    const primary = await applicationIn(t.app, admin.jwt, 'CO_DEED_REQ', 'CO', { deed: true });
    const headers = bearer(primary.jwt);
    const APP = '/service-application/api/v1/application/heloc';
    const email = uniqueEmail('joiner');
    const invited = await t.app.inject({ method: 'POST', url: `${APP}/${primary.uuid}/co-deed/signers`, headers, payload: { firstName: 'Sam', lastName: 'Joiner', email, phoneNumber: '(303) 555-0143' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await waitFor(async () => (await readMailbox(t.app, admin.jwt, email)).json<TMailboxMessage[]>()[0]);
    const token = new URLSearchParams(new URL(mail.links.find((l) => l.includes('/heloc-signer/login'))!).hash.slice(1)).get('token')!;
    const accepted = await t.app.inject({ method: 'POST', url: `${APP}/co-deed/invitation/accept`, headers: json(), payload: { token, mode: 'REGISTER', password: STRONG_PASSWORD } });
    const coOwner = bearer(accepted.json<{ jwt: string }>().jwt);
    await t.app.inject({ method: 'POST', url: `/service-ops/agent/api/v1/applications/${primary.uuid}/status`, headers: bearer(admin.jwt), payload: { status: 'DEED_SIGNING', reason: 'test', force: true } });

    // The co-owner's notary calls name their application in ?applicationUuid= (decision 052): the path's one is
    // honoured; another (or a malformed one) is 404, for the co-owner and the primary alike.
    const stateUrl = `${NOTARY_BASE}/applications/${primary.uuid}/notary`;
    expect((await t.app.inject({ method: 'GET', url: `${stateUrl}?applicationUuid=${primary.uuid}`, headers: coOwner })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${stateUrl}?applicationUuid=${primary.uuid.toUpperCase()}`, headers: coOwner })).statusCode).toBe(200);
    for (const other of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await t.app.inject({ method: 'GET', url: `${stateUrl}?applicationUuid=${other}`, headers: coOwner })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `${stateUrl}/kba?applicationUuid=${other}`, headers: coOwner })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `${stateUrl}/session?applicationUuid=${other}`, headers: coOwner, payload: { when: 'NOW' } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `${stateUrl}/sign?applicationUuid=${other}`, headers: coOwner, payload: typedSignature('Sam Joiner') })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `${stateUrl}?applicationUuid=${other}`, headers })).statusCode).toBe(404);
    }
    // A co-owner of this application naming it on another application's path is 404 too.
    const elsewhere = await applicationIn(t.app, admin.jwt, 'DEED_SIGNING');
    expect((await t.app.inject({ method: 'GET', url: `${NOTARY_BASE}/applications/${elsewhere.uuid}/notary?applicationUuid=${primary.uuid}`, headers: coOwner })).statusCode).toBe(404);

    // Outside the notaries' hours the primary schedules the session for the next opening.
    let now = await clockNow(t.db);
    while (isNotaryHoursAt(now)) now = await advanceClock(t.db, 60);
    const slot = new Date(nextNotaryOpening(now).getTime() + 60 * 60 * 1000).toISOString();
    const url = `${NOTARY_BASE}/applications/${primary.uuid}/notary/session`;
    const scheduled = await t.app.inject({ method: 'POST', url, headers, payload: { when: 'SCHEDULED', scheduledFor: slot } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const sessionUuid = scheduled.json<TNotaryState>().session!.uuid;

    // The co-owner's "now" is no new session: they join the scheduled one (no 400 for the hours).
    const joined = await t.app.inject({ method: 'POST', url, headers: coOwner, payload: { when: 'NOW' } });
    expect(joined.statusCode, joined.body).toBe(200);
    const state = joined.json<TNotaryState>();
    expect(state.session!.uuid).toBe(sessionUuid);
    expect(state.participantUuid).toBe(state.session!.participants.find((p) => p.kind === 'ADDITIONAL')!.uuid);
    expect(state.session!.participants.map((p) => p.kind).sort()).toEqual(['ADDITIONAL', 'PRIMARY']);
    // Asking again changes nothing.
    const again = await t.app.inject({ method: 'POST', url, headers: coOwner, payload: { when: 'NOW' } });
    expect(again.json<TNotaryState>().session!.participants).toHaveLength(2);
    // The primary's own "now" is still refused outside the hours.
    expect((await t.app.inject({ method: 'POST', url, headers, payload: { when: 'NOW' } })).statusCode).toBe(400);
    await intoNotaryHours();
  });

  it('the notary room lists the application’s co-owners for "Add signer"; one who has not accepted answers 409', async () => {
    await intoNotaryHours();
    const notary = await createNotary(t.app, admin.jwt, 'Ned Notary');
    const primary = await applicationIn(t.app, admin.jwt, 'CO_DEED_REQ', 'CO', { deed: true });
    const headers = bearer(primary.jwt);
    const APP = '/service-application/api/v1/application/heloc';
    const invited = await t.app.inject({ method: 'POST', url: `${APP}/${primary.uuid}/co-deed/signers`, headers, payload: { firstName: 'Lee', lastName: 'Pending', email: uniqueEmail('pending'), phoneNumber: '(303) 555-0144' } });
    const signerUuid = invited.json<TAdditionalSignersResponse>().signers[0]!.uuid;
    await t.app.inject({ method: 'POST', url: `/service-ops/agent/api/v1/applications/${primary.uuid}/status`, headers: bearer(admin.jwt), payload: { status: 'DEED_SIGNING', reason: 'test', force: true } });
    await t.app.inject({ method: 'GET', url: `${NOTARY_AGENT_BASE}/sessions`, headers: bearer(notary.jwt) });
    const state = (await t.app.inject({ method: 'POST', url: `${NOTARY_BASE}/applications/${primary.uuid}/notary/session`, headers, payload: { when: 'NOW' } })).json<TNotaryState>();
    const joined = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${state.session!.uuid}/join`, headers: bearer(notary.jwt) });
    expect(joined.json<TNotarySessionDetail>().additionalSigners).toEqual([{ signerUuid, name: 'Lee Pending', accepted: false, inSession: false }]);
    const refused = await t.app.inject({ method: 'POST', url: `${NOTARY_AGENT_BASE}/sessions/${state.session!.uuid}/signers`, headers: bearer(notary.jwt), payload: { signerUuid } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errors: string[] }>().errors).toEqual([NOTARY_MESSAGES.signerNotRegistered]);
  });
});
