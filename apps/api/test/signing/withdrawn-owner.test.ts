import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdditionalSignersResponse } from '@lintel/contract';
import { NOTARY_SIGNER_KEY, PRIMARY_SIGNER } from '@lintel/domain';
import { bearer, buildTestApp, createAgent, uniqueEmail, type TTestApp } from '../helper.ts';
import { applicationIn } from '../notary/notary-fixtures.ts';
import { findDeedDocument } from '../../src/modules/signing/index.ts';
import { listPackageDocuments } from '../../src/modules/signing/generate-package.ts';
import { listPackageSigners } from '../../src/modules/signing/package-signers.ts';

// Decision 043: a co-owner the primary withdraws after the closing package was generated leaves the package.

const APP = '/service-application/api/v1/application/heloc';

let t: TTestApp;
let admin: { jwt: string };
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
  dir = mkdtempSync(path.join(tmpdir(), 'lintel-withdrawn-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const deedText = async (jwt: string, documentUuid: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${documentUuid}`, headers: bearer(jwt) });
  expect(response.statusCode).toBe(200);
  const file = path.join(dir, `${documentUuid}.pdf`);
  writeFileSync(file, response.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('a withdrawn co-owner leaves the closing package', () => {
  it('loses their notice of the right to cancel and their place on the deed, which is made again without them', async () => {
    const primary = await applicationIn(t.app, admin.jwt, 'CO_DEED_REQ', 'CO', { deed: true });
    const headers = bearer(primary.jwt);
    const invite = async (firstName: string, lastName: string, email: string) => {
      const invited = await t.app.inject({ method: 'POST', url: `${APP}/${primary.uuid}/co-deed/signers`, headers, payload: { firstName, lastName, email, phoneNumber: '(303) 555-0142' } });
      expect(invited.statusCode, invited.body).toBe(201);
      return invited.json<TAdditionalSignersResponse>().signers.find((s) => s.firstName === firstName)!.uuid;
    };
    const jordan = await invite('Jordan', 'Rivera', uniqueEmail('jordan'));
    const casey = await invite('Casey', 'Quill', uniqueEmail('casey'));

    // Both owners are in the package: a notice each (a primary residence) and a place each on the deed.
    const before = await listPackageDocuments({ db: t.db, applicationUuid: primary.uuid });
    const notices = before.filter((row) => row.kind === 'RIGHT_TO_CANCEL').map((row) => row.ownerKey);
    expect(notices).toEqual(expect.arrayContaining([PRIMARY_SIGNER, jordan, casey]));
    const deedBefore = (await findDeedDocument({ db: t.db, applicationUuid: primary.uuid }))!;
    expect(new Set(deedBefore.places.map((p) => p.signerKey))).toEqual(new Set([PRIMARY_SIGNER, jordan, casey, NOTARY_SIGNER_KEY]));
    expect(await deedText(primary.jwt, deedBefore.documentUuid)).toContain('Casey Quill');

    const withdrawn = await t.app.inject({ method: 'DELETE', url: `${APP}/${primary.uuid}/co-deed/signers/${casey}`, headers });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // Casey is no longer a signer of the package, has no notice in it, and the deed is a new document without them.
    expect((await listPackageSigners({ db: t.db, applicationUuid: primary.uuid })).map((s) => s.signerKey)).not.toContain(casey);
    const after = await listPackageDocuments({ db: t.db, applicationUuid: primary.uuid });
    expect(after.filter((row) => row.kind === 'RIGHT_TO_CANCEL').map((row) => row.ownerKey).sort()).toEqual([PRIMARY_SIGNER, jordan].sort());
    expect(after.filter((row) => row.kind === 'DEED_OF_TRUST')).toHaveLength(1);
    const deedAfter = (await findDeedDocument({ db: t.db, applicationUuid: primary.uuid }))!;
    expect(deedAfter.documentUuid).not.toBe(deedBefore.documentUuid);
    expect(new Set(deedAfter.places.map((p) => p.signerKey))).toEqual(new Set([PRIMARY_SIGNER, jordan, NOTARY_SIGNER_KEY]));
    const text = await deedText(primary.jwt, deedAfter.documentUuid);
    expect(text).toContain('Jordan Rivera');
    expect(text).not.toContain('Casey Quill');
    // The rest of the package is untouched (same documents, same places).
    const untouched = (rows: typeof before) => rows.filter((row) => row.kind !== 'DEED_OF_TRUST' && row.ownerKey !== casey).map((row) => row.documentUuid).sort();
    expect(untouched(after)).toEqual(untouched(before));
    // The unsigned deed that named Casey is gone from the application's documents (nobody had signed it).
    const old = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${deedBefore.documentUuid}`, headers });
    expect(old.statusCode).toBe(404);
  });
});
