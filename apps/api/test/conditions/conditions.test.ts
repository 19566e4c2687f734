import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, readMailbox, registerApplicant, waitFor, type TMailboxMessage, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';
import { multipartBody } from '../documents/multipart.ts';
import { samplePng } from '../documents/sample-files.ts';

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
const listUrl = (uuid: string, query = '') => `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants${query}`;

const application = async () => {
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ lastName: 'Hopper' }));
  return { applicant, uuid };
};

const createCondition = async (uuid: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url: `${OPS}/applications/${uuid}/conditions`, headers: bearer(agent.jwt), payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ uuid: string }>();
};

describe('conditions', () => {
  it('emails the borrower the same text the panel shows, linking to the condition', async () => {
    const { uuid } = await application();
    const condition = await createCondition(uuid, { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountLast4: '0000' } });
    const message = await waitFor(async () => {
      const mail = (await readMailbox(t.app, admin.jwt, 'ada@example.com')).json<TMailboxMessage[]>();
      return mail.find((m) => m.text.includes(condition.uuid));
    });
    expect(message.subject).toBe('We need something from you to continue your application');
    expect(message.text).toContain("Based on the account connected ending with 0000, we weren't able to verify ownership.");
    expect(message.text).toContain(
      `Upload Bank Statement: http://localhost:3000/account/heloc/${uuid}/conditions/upload-document?conditionUuid=${condition.uuid}&conditionType=DOCUMENT_UPLOAD&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW&org=LINTEL`,
    );
  });

  it('keeps read state per person, and lists resolved conditions only when asked', async () => {
    const { applicant, uuid } = await application();
    const first = await createCondition(uuid, { categoryEnum: 'MISSING_PHONE_NUMBER' });
    const second = await createCondition(uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send the HOA letter.' });

    const list = (await t.app.inject({ method: 'GET', url: listUrl(uuid), headers: bearer(applicant.jwt) })).json();
    expect(list.map((c: { uuid: string; isUnread: boolean }) => [c.uuid, c.isUnread])).toEqual([
      [first.uuid, true],
      [second.uuid, true],
    ]);

    const read = await t.app.inject({
      method: 'POST',
      url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/read`,
      headers: bearer(applicant.jwt),
      payload: { conditionUuids: [first.uuid] },
    });
    expect(read.statusCode, read.body).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: listUrl(uuid), headers: bearer(applicant.jwt) })).json();
    expect(after.map((c: { isUnread: boolean }) => c.isUnread)).toEqual([false, true]);

    await t.app.inject({ method: 'PATCH', url: `${OPS}/applications/${uuid}/conditions/${first.uuid}`, headers: bearer(agent.jwt), payload: {} });
    const open = (await t.app.inject({ method: 'GET', url: listUrl(uuid), headers: bearer(applicant.jwt) })).json();
    expect(open.map((c: { uuid: string }) => c.uuid)).toEqual([second.uuid]);
    const all = (await t.app.inject({ method: 'GET', url: listUrl(uuid, '?includeResolved=true'), headers: bearer(applicant.jwt) })).json();
    expect(all).toEqual([
      expect.objectContaining({ uuid: first.uuid, actionNeeded: false, resolvedAt: expect.any(String) }),
      expect.objectContaining({ uuid: second.uuid, actionNeeded: true, resolvedAt: null, commentsToBorrower: 'Send the HOA letter.' }),
    ]);
  });

  it('resolves a condition on a PATCH without a body, as curl sends it (no content type), or with an empty JSON body', async () => {
    const { uuid } = await application();
    const bare = await createCondition(uuid, { categoryEnum: 'MISSING_PHONE_NUMBER' });
    const emptyJson = await createCondition(uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send the HOA letter.' });
    const { 'content-type': _, ...noContentType } = bearer(agent.jwt);
    const resolved = await t.app.inject({ method: 'PATCH', url: `${OPS}/applications/${uuid}/conditions/${bare.uuid}`, headers: noContentType });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ uuid: bare.uuid, resolvedAt: expect.any(String), resolution: 'Resolved' });
    const second = await t.app.inject({ method: 'PATCH', url: `${OPS}/applications/${uuid}/conditions/${emptyJson.uuid}`, headers: bearer(agent.jwt) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ resolution: 'Resolved' });
    const bad = await t.app.inject({ method: 'PATCH', url: `${OPS}/applications/${uuid}/conditions/${bare.uuid}`, headers: bearer(agent.jwt), payload: { resolution: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(expect.any(Array));
  });

  it("answers 404 for another applicant's conditions and ignores read marks for them", async () => {
    const { uuid } = await application();
    const condition = await createCondition(uuid, { categoryEnum: 'ESCALATION_REVIEW' });
    const stranger = await registerApplicant(t.app);
    expect((await t.app.inject({ method: 'GET', url: listUrl(uuid), headers: bearer(stranger.jwt) })).statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/read`,
      headers: bearer(stranger.jwt),
      payload: { conditionUuids: [condition.uuid] },
    });
    expect(read.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: listUrl('not-a-uuid'), headers: bearer(stranger.jwt) })).statusCode).toBe(404);
  });

  it('refuses bad condition requests with plain messages', async () => {
    const { uuid } = await application();
    const bad = await t.app.inject({
      method: 'POST',
      url: `${OPS}/applications/${uuid}/conditions`,
      headers: bearer(agent.jwt),
      payload: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountLast4: '12a4' }, requestDocuments: ['bank statement'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining(['accountLast4 must be four digits', 'Document kinds are upper-case names such as BANK_STATEMENT']),
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/read`,
      headers: bearer(agent.jwt),
      payload: { conditionUuids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('the borrower answers: a phone condition resolves once the alias is saved; an upload waits for review', async () => {
    const { applicant, uuid } = await application();
    const phone = await createCondition(uuid, { categoryEnum: 'MISSING_PHONE_NUMBER' });
    const upload = await createCondition(uuid, { categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' });
    const id = await createCondition(uuid, { categoryEnum: 'ID_VERIFICATION_FAILURE' });
    const answer = (conditionUuid: string) =>
      t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${conditionUuid}/answer`, headers: bearer(applicant.jwt) });

    // registerApplicant gives a phone alias at registration; take it away to see the refusal.
    await t.db.execute(sql`update identities set phone_alias = null where uuid = ${applicant.identityUuid}`);
    const early = await answer(phone.uuid);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual(['Please enter your mobile phone']);

    const alias = await t.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: bearer(applicant.jwt),
      payload: { type: 'Phone', value: '(415) 555-0123' },
    });
    expect(alias.statusCode, alias.body).toBe(200);
    const resolved = await answer(phone.uuid);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ actionNeeded: false, resolvedAt: expect.any(String) });
    expect((await answer(phone.uuid)).json().errors).toEqual(['This request has already been completed.']);

    // An upload condition goes to review only with a document uploaded for it.
    const tooEarly = await answer(upload.uuid);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().errors).toEqual(['Please upload at least one document before sending.']);
    const { payload, contentType } = multipartBody([
      { name: 'type', value: 'CERTIFICATE_OF_TRUST' },
      { name: 'conditionUuid', value: upload.uuid },
      { name: 'file', filename: 'trust.png', contentType: 'image/png', data: samplePng() },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/service-document/api/v1/applications/${uuid}/documents`,
      headers: { ...bearer(applicant.jwt), 'content-type': contentType },
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()[0]).toMatchObject({ type: 'CERTIFICATE_OF_TRUST', conditionUuid: upload.uuid });
    const submitted = await answer(upload.uuid);
    expect(submitted.json()).toMatchObject({ actionNeeded: false, submittedAt: expect.any(String), resolvedAt: null });
    expect((await answer(id.uuid)).statusCode).toBe(400);

    const detail = (await t.app.inject({ method: 'GET', url: `${OPS}/applications/${uuid}`, headers: bearer(agent.jwt) })).json();
    expect(detail.conditions.find((c: { uuid: string }) => c.uuid === upload.uuid)).toMatchObject({ submittedAt: expect.any(String), resolvedAt: null });
    expect(detail.documents).toEqual([expect.objectContaining({ name: 'trust.png', conditionUuid: upload.uuid })]);

    const stranger = await registerApplicant(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${upload.uuid}/answer`,
      headers: bearer(stranger.jwt),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
