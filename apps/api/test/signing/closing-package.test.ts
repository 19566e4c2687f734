import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSignResponse, TSigningPackageResponse } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION, formatMoney, formatRate, NOTARY_SIGNER_KEY, PRIMARY_SIGNER, SIGNING_MESSAGES } from '@lintel/domain';
import { buildTestApp, waitFor, type TTestApp } from '../helper.ts';
import { applicantAtFinalOffer as applicantAtFinalOfferVia, readStatus } from '../application/application-fixtures.ts';
import { findApplicationByUuid } from '../../src/modules/application/index.ts';
import { findClosingOffer } from '../../src/modules/offers/index.ts';
import { sha256Hex } from '../../src/platform/pdf-seal.ts';
import { addAdditionalSigner, findDeedDocument, signAndSeal } from '../../src/modules/signing/index.ts';

// poppler-utils (.ci/run installs it): what a reader without our code uses to read text and check a seal.
const pdfsig = (file: string) => spawnSync('pdfsig', [file], { encoding: 'utf8' });
const pdftotext = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

// A 1x1 PNG (a drawn signature is a PNG data URL like this one, only larger).
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SIGNING = '/service-signing/api/v1/applications';

let t: TTestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'lintel-signing-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const applicantAtFinalOffer = () => applicantAtFinalOfferVia(t.app, { originationFeeRate: 0.0299 });

const fetchDocument = async (headers: Record<string, string>, documentUuid: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/documents/${documentUuid}`, headers });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

describe('closing package, consent, signing and sealing (issue 12)', () => {
  it('generates the package after the consent, signs it with a typed signature and seals each document', async () => {
    const { headers, uuid } = await applicantAtFinalOffer();

    const before = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
    expect(before.consent).toMatchObject({ current: false, given: null, currentVersion: ESIGN_CONSENT_VERSION });
    expect(before.documents).toEqual([]);

    const refused = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: false } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContain(SIGNING_MESSAGES.consentRequired);

    const consented = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });
    expect(consented.statusCode, consented.body).toBe(200);
    expect(consented.json<TSigningPackageResponse>().consent.current).toBe(true);

    const pkg = await waitFor(async () => {
      const read = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
      return read.applicationStatus === 'NOTE_SIGNING' ? read : undefined;
    }, 30_000);
    expect(pkg.documents.map((d) => d.kind)).toEqual([
      'HELOC_AGREEMENT',
      'HELOC_FINAL_DISCLOSURE',
      'RIGHT_TO_CANCEL',
      'DEED_OF_TRUST',
      'GLBA_NOTICE',
      'HAZARD_DISCLOSURE',
      'FLOODDISCLOSURE',
    ]);
    const agreement = pkg.documents[0]!;
    expect(agreement.places.filter((p) => p.kind === 'INITIALS').length).toBe(agreement.pageCount);
    expect(agreement.places.filter((p) => p.kind === 'SIGNATURE')).toHaveLength(1);

    // The agreement's text: the borrower's name, the line amount and the APR, as the offer screen computes them.
    const application = (await findApplicationByUuid({ db: t.db, uuid }))!;
    const offer = (await findClosingOffer({ db: t.db, application }))!;
    const agreementFile = path.join(dir, 'agreement.pdf');
    writeFileSync(agreementFile, await fetchDocument(headers, agreement.documentUuid));
    const text = pdftotext(agreementFile);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain(formatMoney(offer.loanAmount));
    expect(text).toContain(formatRate(offer.apr));
    const info = execFileSync('pdfinfo', [agreementFile], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+Home Equity Line of Credit Agreement/);

    // Signing needs every document acknowledged and every place stepped through.
    const placeUuids = pkg.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid));
    const signBody = { signature: { method: 'TYPED', typedName: 'grace hopper', image: PNG }, placeUuids, location: { kind: 'STATED', state: 'CO' } };
    const early = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/sign`, headers, payload: signBody });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toContain(SIGNING_MESSAGES.acknowledgeRequired);
    for (const document of pkg.documents.filter((d) => !d.notarized)) {
      const ack = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, headers });
      expect(ack.statusCode, ack.body).toBe(200);
    }
    const wrongName = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/sign`, headers, payload: { ...signBody, signature: { ...signBody.signature, typedName: 'Ada Lovelace' } } });
    expect(wrongName.json().errors).toContain(SIGNING_MESSAGES.typedNameMismatch);
    const missing = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/sign`, headers, payload: { ...signBody, placeUuids: placeUuids.slice(1) } });
    expect(missing.json().errors).toContain(SIGNING_MESSAGES.placesMissing);

    const signed = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/sign`, headers: { ...headers, 'user-agent': 'SigningTest/1.0 (vitest)' }, payload: signBody });
    expect(signed.statusCode, signed.body).toBe(200);
    const result = signed.json<TSignResponse>();
    expect(result.applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
    expect(result.sealedDocuments).toHaveLength(6);

    // Each sealed copy: pdfsig valid over the whole file; the certificate lists the signer and the unsigned hash.
    for (const sealed of result.sealedDocuments) {
      const file = path.join(dir, `${sealed.documentUuid}.pdf`);
      const bytes = await fetchDocument(headers, sealed.documentUuid);
      writeFileSync(file, bytes);
      const report = pdfsig(file);
      expect(report.stdout, sealed.title).toContain('Signature Validation: Signature is Valid.');
      expect(report.stdout).toContain('Total document signed');
    }
    const sealedAgreement = path.join(dir, `${result.sealedDocuments[0]!.documentUuid}.pdf`);
    const sealedText = pdftotext(sealedAgreement);
    const unsignedBytes = await fetchDocument(headers, agreement.documentUuid);
    expect(sealedText).toContain('Certificate of Completion');
    expect(sealedText).toContain('Signed electronically by Grace Hopper');
    expect(sealedText).toContain(sha256Hex(new Uint8Array(unsignedBytes)));
    expect(sealedText).toContain('SigningTest/1.0 (vitest)');
    expect(sealedText).toContain('CO (stated by the signer)');
    expect(sealedText).toContain(`version ${ESIGN_CONSENT_VERSION}`);

    // One changed byte inside the signed range: invalid.
    const tampered = Buffer.from(await fetchDocument(headers, result.sealedDocuments[0]!.documentUuid));
    const at = tampered.indexOf('Signed electronically by Grace');
    expect(at).toBeGreaterThan(0);
    tampered[at] = 'Z'.charCodeAt(0);
    const tamperedFile = path.join(dir, 'tampered.pdf');
    writeFileSync(tamperedFile, tampered);
    expect(pdfsig(tamperedFile).stdout).not.toContain('Signature Validation: Signature is Valid.');

    // The documents list shows the sealed copies as signed.
    const list = (await t.app.inject({ method: 'GET', url: `/service-document/api/v1/applications/${uuid}/documents`, headers })).json<{ signed: boolean; type: string }[]>();
    expect(list.filter((d) => d.signed)).toHaveLength(6);

    // GEN_NOTARY_DISCLOSURE makes its document and moves on to DEED_SIGNING.
    await waitFor(async () => ((await readStatus(t.app, headers.authorization!.slice(7), uuid)).applicationStatus === 'DEED_SIGNING' ? true : undefined), 30_000);

    // The notary's side: the deed, signed by the primary through signAndSeal, then by the notary on the notary
    // acknowledgement place (decision 037), which seals it.
    const deed = (await findDeedDocument({ db: t.db, applicationUuid: uuid }))!;
    expect(deed.places.map((p) => p.signerKey)).toEqual([PRIMARY_SIGNER, NOTARY_SIGNER_KEY]);
    const ownerSigned = await signAndSeal(
      { db: t.db, files: t.app.files, sealer: t.app.sealer },
      {
        applicationUuid: uuid,
        documentUuid: deed.documentUuid,
        signer: { name: 'Grace Hopper', email: 'grace@example.com', ipAddress: '203.0.113.9', userAgent: 'Notary room', location: { kind: 'STATED', state: 'CO' } },
        signature: { method: 'DRAWN', image: PNG },
      },
    );
    expect(ownerSigned.sealed).toHaveLength(0);
    const sealedDeed = await signAndSeal(
      { db: t.db, files: t.app.files, sealer: t.app.sealer },
      {
        applicationUuid: uuid,
        documentUuid: deed.documentUuid,
        signer: { key: NOTARY_SIGNER_KEY, role: 'Notary public', name: 'Nora Notary', email: 'nora@example.com', ipAddress: '203.0.113.10', userAgent: 'Notary room' },
        signature: { method: 'DRAWN', image: PNG },
      },
    );
    expect(sealedDeed.sealed).toHaveLength(1);
    const deedFile = path.join(dir, 'deed.pdf');
    writeFileSync(deedFile, await fetchDocument(headers, sealedDeed.sealed[0]!.documentUuid));
    expect(pdfsig(deedFile).stdout).toContain('Signature Validation: Signature is Valid.');
  }, 120_000);

  it('signs without a location (spec 04 section 9.4: "location when given"): the certificate says it was not given', async () => {
    const { headers, uuid } = await applicantAtFinalOffer();
    await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });
    const pkg = await waitFor(async () => {
      const read = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
      return read.applicationStatus === 'NOTE_SIGNING' ? read : undefined;
    }, 30_000);
    const toSign = pkg.documents.filter((d) => !d.notarized);
    for (const document of toSign) {
      const ack = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, headers });
      expect(ack.statusCode, ack.body).toBe(200);
    }
    const placeUuids = toSign.flatMap((d) => d.places.map((p) => p.uuid));
    const badLocation = await t.app.inject({
      method: 'POST',
      url: `${SIGNING}/${uuid}/sign`,
      headers,
      payload: { signature: { method: 'DRAWN', image: PNG }, placeUuids, location: { kind: 'STATED', state: 'Colorado' } },
    });
    expect(badLocation.statusCode).toBe(400);
    expect(badLocation.json().errors).toContain(SIGNING_MESSAGES.stateRequired);
    const signed = await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/sign`, headers, payload: { signature: { method: 'DRAWN', image: PNG }, placeUuids } });
    expect(signed.statusCode, signed.body).toBe(200);
    const result = signed.json<TSignResponse>();
    expect(result.applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
    const file = path.join(dir, 'sealed-without-location.pdf');
    writeFileSync(file, await fetchDocument(headers, result.sealedDocuments[0]!.documentUuid));
    expect(pdfsig(file).stdout).toContain('Signature Validation: Signature is Valid.');
    const text = pdftotext(file);
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Location: not given');
  }, 120_000);

  it('adds an additional owner: its own notice of the right to cancel and a deed place', async () => {
    const { headers, uuid } = await applicantAtFinalOffer();
    await t.app.inject({ method: 'POST', url: `${SIGNING}/${uuid}/consent`, headers, payload: { version: ESIGN_CONSENT_VERSION, accepted: true } });
    await waitFor(async () => ((await findDeedDocument({ db: t.db, applicationUuid: uuid })) ? true : undefined), 30_000);
    const key = '11111111-2222-4333-8444-555555555555';
    const documents = await addAdditionalSigner({ db: t.db, files: t.app.files }, { applicationUuid: uuid, signer: { key, name: 'Alan Turing', email: 'alan@example.com' } });
    const own = documents.filter((d) => d.places.length > 0).map((d) => d.kind);
    expect(own.sort()).toEqual(['DEED_OF_TRUST', 'RIGHT_TO_CANCEL']);
    const deed = (await findDeedDocument({ db: t.db, applicationUuid: uuid }))!;
    expect(deed.places.map((p) => p.signerKey)).toEqual([PRIMARY_SIGNER, key, NOTARY_SIGNER_KEY]);
    // The primary sees its own notice, not the other owner's.
    const pkg = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<TSigningPackageResponse>();
    expect(pkg.documents.filter((d) => d.kind === 'RIGHT_TO_CANCEL')).toHaveLength(1);
  }, 120_000);
});
