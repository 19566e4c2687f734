import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';
import { bearer, buildTestApp, createAgent, ORG, registerApplicant, type TTestApp } from '../helper.ts';
import { multipartBody, type TPart } from './multipart.ts';
import { sampleExecutable, sampleHeic, sampleJpeg, samplePdf, samplePng } from './sample-files.ts';

const uploadUrl = (uuid: string) => `/service-document/api/v1/applications/${uuid}/documents`;
const documentUrl = (uuid: string) => `/service-document/api/v1/documents/${uuid}`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type TWireDocument = { uuid: string; type: string; name: string; contentType: string; sizeBytes: number; sha256: string; createdAt: string; signed: boolean };

describe('documents (spec 04 section 9.1)', () => {
  let t: TTestApp;
  let applicant: { jwt: string };
  let applicationUuid: string;

  const upload = (jwt: string, uuid: string, parts: TPart[]) => {
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({ method: 'POST', url: uploadUrl(uuid), headers: { authorization: `Bearer ${jwt}`, 'x-org': ORG, 'content-type': contentType }, payload });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    applicant = await registerApplicant(t.app);
    applicationUuid = (await createApplicationVia(t.app, applicant.jwt, createApplicationBody())).uuid;
  });
  afterAll(async () => t?.close());

  it('accepts a PDF, a JPEG, a PNG and a HEIC, recognised by content, and gives the same bytes back', async () => {
    const files = [
      { filename: 'paystub.pdf', data: await samplePdf(), contentType: 'application/pdf' },
      // Declared types and names are ignored: the bytes decide.
      { filename: 'photo.bin', data: sampleJpeg(), contentType: 'application/octet-stream' },
      { filename: 'scan.png', data: samplePng(), contentType: 'text/plain' },
      { filename: 'IMG_0001.HEIC', data: sampleHeic() },
    ];
    const response = await upload(applicant.jwt, applicationUuid, [
      ...files.map((file) => ({ name: 'file', ...file })),
      { name: 'type', value: 'USER_UPLOADED_PAYSTUB' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TWireDocument[]>();
    expect(created.map((d) => [d.name, d.contentType, d.type, d.signed])).toEqual([
      ['paystub.pdf', 'application/pdf', 'USER_UPLOADED_PAYSTUB', false],
      ['photo.bin', 'image/jpeg', 'USER_UPLOADED_PAYSTUB', false],
      ['scan.png', 'image/png', 'USER_UPLOADED_PAYSTUB', false],
      ['IMG_0001.HEIC', 'image/heic', 'USER_UPLOADED_PAYSTUB', false],
    ]);
    expect(created.map((d) => [d.sizeBytes, d.sha256])).toEqual(files.map((f) => [f.data.length, sha256(f.data)]));

    const list = await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(applicant.jwt) });
    expect(list.statusCode).toBe(200);
    expect(new Set(list.json<TWireDocument[]>().map((d) => d.uuid))).toEqual(new Set(created.map((d) => d.uuid)));

    const download = await t.app.inject({ method: 'GET', url: documentUrl(created[0]!.uuid), headers: bearer(applicant.jwt) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="paystub.pdf"');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(files[0]!.data)).toBe(true);
  });

  it('answers 400 naming a renamed executable, an empty file and an 11 MB file, and keeps none of the upload', async () => {
    const before = (await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(applicant.jwt) })).json<unknown[]>().length;
    const response = await upload(applicant.jwt, applicationUuid, [
      { name: 'type', value: 'BANK_STATEMENT' },
      { name: 'file', filename: 'statement.pdf', contentType: 'application/pdf', data: sampleExecutable() },
      { name: 'file', filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
      { name: 'file', filename: 'huge.pdf', contentType: 'application/pdf', data: Buffer.concat([await samplePdf(), Buffer.alloc(11 * 1024 * 1024, 0x20)]) },
      { name: 'file', filename: 'good.png', data: samplePng() },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        'statement.pdf is not a PDF, JPEG, PNG or HEIC file. Please upload one of those.',
        'empty.png is empty. Please choose another file.',
        'huge.pdf is larger than 10 MB. Please upload a file of at most 10 MB.',
      ],
    });
    const after = (await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(applicant.jwt) })).json<unknown[]>().length;
    expect(after).toBe(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const pdf = await samplePdf();
    const exactly = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length, 0x20)]);
    const response = await upload(applicant.jwt, applicationUuid, [{ name: 'type', value: 'BANK_STATEMENT' }, { name: 'file', filename: 'max.pdf', data: exactly }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TWireDocument[]>()[0]).toMatchObject({ sizeBytes: 10 * 1024 * 1024, sha256: sha256(exactly) });
  });

  it('asks for the document type and a file', async () => {
    const noType = await upload(applicant.jwt, applicationUuid, [{ name: 'file', filename: 'a.png', data: samplePng() }]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toEqual({ errors: ['Please choose what kind of document this is.'] });
    // Generated documents are the server's to make.
    const generatedType = await upload(applicant.jwt, applicationUuid, [
      { name: 'type', value: 'APPLICATION_SUMMARY' },
      { name: 'file', filename: 'a.png', data: samplePng() },
    ]);
    expect(generatedType.statusCode).toBe(400);
    const noFile = await upload(applicant.jwt, applicationUuid, [{ name: 'type', value: 'SUPPORT' }]);
    expect(noFile.json()).toEqual({ errors: ['Please choose a file to upload.'] });
    const json = await t.app.inject({ method: 'POST', url: uploadUrl(applicationUuid), headers: bearer(applicant.jwt), payload: { type: 'SUPPORT' } });
    expect(json.statusCode).toBe(400);
  });

  it("keeps an upload's conditionUuid only when it names one of the application's conditions", async () => {
    const agent = await createAgent(t.app, { orgCodes: [ORG] });
    const created = await t.app.inject({
      method: 'POST',
      url: `/service-ops/agent/api/v1/applications/${applicationUuid}/conditions`,
      headers: bearer(agent.jwt),
      payload: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send the HOA letter.' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const condition = created.json<{ uuid: string }>();
    const other = await registerApplicant(t.app);
    const otherUuid = (await createApplicationVia(t.app, other.jwt, createApplicationBody())).uuid;
    const otherCondition = (
      await t.app.inject({
        method: 'POST',
        url: `/service-ops/agent/api/v1/applications/${otherUuid}/conditions`,
        headers: bearer(agent.jwt),
        payload: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
      })
    ).json<{ uuid: string }>();
    const before = (await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(applicant.jwt) })).json<TWireDocument[]>();

    for (const conditionUuid of ['6d0f1b1e-0000-4000-8000-000000000000', otherCondition.uuid, 'not-a-uuid']) {
      const refused = await upload(applicant.jwt, applicationUuid, [
        { name: 'type', value: 'SUPPORT' },
        { name: 'conditionUuid', value: conditionUuid },
        { name: 'file', filename: 'hoa.pdf', data: await samplePdf() },
      ]);
      expect(refused.statusCode, conditionUuid).toBe(400);
      expect(refused.json()).toEqual({ errors: ['This document request could not be found.'] });
    }
    // Nothing of the refused uploads was kept.
    expect((await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(applicant.jwt) })).json()).toEqual(before);

    const kept = await upload(applicant.jwt, applicationUuid, [
      { name: 'type', value: 'SUPPORT' },
      { name: 'conditionUuid', value: condition.uuid },
      { name: 'file', filename: 'hoa.pdf', data: await samplePdf() },
    ]);
    expect(kept.statusCode, kept.body).toBe(201);
    // The upload answers the condition: the borrower can now say it is done.
    const answered = await t.app.inject({
      method: 'POST',
      url: `/service-conditions/external/api/v1/applications/${applicationUuid}/conditions/${condition.uuid}/answer`,
      headers: bearer(applicant.jwt),
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it("answers 404 for another applicant's documents, for listing, reading and adding alike", async () => {
    const uploaded = await upload(applicant.jwt, applicationUuid, [
      { name: 'type', value: 'SUPPORT' },
      { name: 'file', filename: 'mine.png', data: samplePng() },
    ]);
    const [mine] = uploaded.json<TWireDocument[]>();
    const other = await registerApplicant(t.app);
    const list = await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(other.jwt) });
    expect(list.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: documentUrl(mine!.uuid), headers: bearer(other.jwt) });
    expect(read.statusCode).toBe(404);
    const add = await upload(other.jwt, applicationUuid, [{ name: 'type', value: 'SUPPORT' }, { name: 'file', filename: 'x.png', data: samplePng() }]);
    expect(add.statusCode).toBe(404);
    // The same answer as for a document that does not exist, or a path that is not a uuid.
    expect((await t.app.inject({ method: 'GET', url: documentUrl('6d0f1b1e-0000-4000-8000-000000000000'), headers: bearer(other.jwt) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: documentUrl('not-a-uuid'), headers: bearer(other.jwt) })).statusCode).toBe(404);
    // Without a session: 401.
    expect((await t.app.inject({ method: 'GET', url: documentUrl(mine!.uuid), headers: { 'x-org': ORG } })).statusCode).toBe(401);
  });

  it("lets an agent of the application's organisation list, read and add documents, and not one of another", async () => {
    const agent = await createAgent(t.app, { orgCodes: [ORG] });
    const added = await upload(agent.jwt, applicationUuid, [{ name: 'type', value: 'BANK_LETTER' }, { name: 'file', filename: 'letter.pdf', data: await samplePdf() }]);
    expect(added.statusCode, added.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(agent.jwt) });
    expect(list.json<TWireDocument[]>()[0]?.name).toBe('letter.pdf');
    // The agent detail call (spec 04 section 7) lists the same documents.
    const detail = await t.app.inject({ method: 'GET', url: `/service-ops/agent/api/v1/applications/${applicationUuid}`, headers: bearer(agent.jwt) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ documents: TWireDocument[] }>().documents).toEqual(list.json());
    const elsewhere = await createAgent(t.app, { orgCodes: ['LINTEL_NY'] });
    expect((await t.app.inject({ method: 'GET', url: uploadUrl(applicationUuid), headers: bearer(elsewhere.jwt) })).statusCode).toBe(404);
  });
});
