import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSigningPackageResponse } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION } from '@lintel/domain';
import { bearer, buildTestApp, registerApplicant, waitFor, type TTestApp } from '../helper.ts';
import { chooseVerifiedOffer, createApplicationBody, createApplicationVia, waitForStatusOtherThan } from '../application/application-fixtures.ts';

// Decision 090: the security instrument signed before the notary is the property state's: a mortgage in Florida,
// a deed of trust in Colorado. The package's kind stays DEED_OF_TRUST; its title, file and words follow the state.
const SIGNING = '/service-signing/api/v1/applications';
const pdftotext = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

let t: TTestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'lintel-instrument-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An applicant whose property is in `state`, its closing package made (NOTE_SIGNING). */
const packageIn = async (state: string) => {
  const applicant = await registerApplicant(t.app);
  const headers = bearer(applicant.jwt);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ state }));
  expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  await chooseVerifiedOffer(t.app, applicant.jwt, uuid);
  const consented = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });
  expect(consented.statusCode, consented.body).toBe(200);
  const pkg = await waitFor(async () => {
    const read = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
    return read.applicationStatus === 'NOTE_SIGNING' ? read : undefined;
  }, 30_000);
  const download = async (documentUuid: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${documentUuid}`, headers });
    expect(response.statusCode).toBe(200);
    const file = path.join(dir, `${documentUuid}.pdf`);
    writeFileSync(file, response.rawPayload);
    return { text: pdftotext(file), disposition: String(response.headers['content-disposition'] ?? '') };
  };
  return { pkg, download };
};

describe('the security instrument follows the property state (decision 090)', () => {
  it('a Florida property signs a Mortgage (mortgagor and mortgagee, no trustee), named so in the package and the agreement', async () => {
    const { pkg, download } = await packageIn('FL');
    const instrument = pkg.documents.find((d) => d.kind === 'DEED_OF_TRUST')!;
    expect(instrument).toMatchObject({ title: 'Mortgage', notarized: true });
    const { text, disposition } = await download(instrument.documentUuid);
    expect(text).toMatch(/^\s*Mortgage\s*$/m);
    expect(text).toContain('Mortgagor (borrower and owners)');
    expect(text).toContain('Mortgagee (lender)');
    expect(text).not.toMatch(/trust/i);
    expect(disposition).toContain('mortgage.pdf');
    const agreement = await download(pkg.documents.find((d) => d.kind === 'HELOC_AGREEMENT')!.documentUuid);
    expect(agreement.text).toContain('secured by a mortgage on the property');
    expect(agreement.text).not.toContain('deed of trust');
  }, 120_000);

  it('a Colorado property signs a Deed of Trust (grantor, trustee, beneficiary)', async () => {
    const { pkg, download } = await packageIn('CO');
    const instrument = pkg.documents.find((d) => d.kind === 'DEED_OF_TRUST')!;
    expect(instrument.title).toBe('Deed of Trust');
    const { text, disposition } = await download(instrument.documentUuid);
    expect(text).toContain('Grantor (borrower and owners)');
    expect(text).toContain('Beneficiary (lender)');
    expect(text).toMatch(/Trustee\s/);
    expect(text).not.toContain('Mortgagor');
    expect(disposition).toContain('deed-of-trust.pdf');
  }, 120_000);
});
