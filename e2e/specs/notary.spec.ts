// Issue 13 "Done when": a live remote notary session between two browser contexts (fake camera and microphone;
// only loopback ICE candidates, so media stays on 127.0.0.1): both sides receive video (WebRTC stats), the
// identity questions pass, the deed is signed and sealed, the journal row and the recording exist and the
// application moves on. Another applicant fails the questions twice and lands on notary/error. Another takes the
// manual path to the agent's completion.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, moveApplicationStatus, ORG, registerApplicant, type TApplicant } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { answerQuestions, bytesReceived, contextWith, createNotary, intoNotaryHours, notaryLaunchOptions } from '../support/notary.ts';

const BASE = '/service-application/api/v1/application/heloc';
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/notary');

test.use({ launchOptions: notaryLaunchOptions });

const statusOf = async (request: APIRequestContext, jwt: string, uuid: string) =>
  ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { 'x-org': ORG, authorization: `Bearer ${jwt}` } })).json()) as { applicationStatus: string })
    .applicationStatus;

/** An application with a chosen offer and its closing package (the deed), put into DEED_SIGNING. */
const applicationInDeedSigning = async (request: APIRequestContext, applicant: TApplicant, state = 'CA') => {
  const headers = { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` };
  const body = makeHappyPathApplicationRequest({ lastName: 'Notary' });
  const { uuid } = await createApplication(request, applicant.jwt, { state, body });
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
  const offers = (await (await request.get(`${BASE}/${uuid}/offers`, { headers })).json()) as { offerSet: { offers: { type: string; term: number; originationFee: number; minDraw: number }[] } };
  const offer = offers.offerSet.offers.find((o) => o.term === 10) ?? offers.offerSet.offers[0]!;
  const selected = await request.post(`${BASE}/${uuid}/offers/select`, {
    headers,
    data: { type: offer.type, term: offer.term, originationFeeRate: offer.originationFee, drawAmount: Math.max(50_000, Math.ceil(offer.minDraw)) },
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  const admin = await logInAsAdminAgent(request);
  // The closing package (and with it the deed) is generated on GEN_NOTE_SIGNING (the signing module's job).
  await moveApplicationStatus(request, admin, { uuid, status: 'GEN_NOTE_SIGNING', force: true });
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 30_000 }).toBe('NOTE_SIGNING');
  // The applicant's E-SIGN consent, without which the deed is not shown to them (spec 04 section 9.4, decision 079).
  const signing = `/service-signing/api/v1/applications/${uuid}`;
  const { consent: { currentVersion } } = (await (await request.get(`${signing}/package`, { headers })).json()) as { consent: { currentVersion: string } };
  const consent = await request.post(`${signing}/consent`, { headers, data: { version: currentVersion, accepted: true } });
  expect(consent.ok(), await consent.text()).toBe(true);
  await moveApplicationStatus(request, admin, { uuid, status: 'DEED_SIGNING', force: true });
  return { uuid, admin };
};

test('a whole remote notary session between the signer and the notary', async ({ browser, request, applicant }) => {
  test.setTimeout(300_000);
  const { uuid } = await applicationInDeedSigning(request, applicant);
  const admin = await logInAsAdminAgent(request);
  await intoNotaryHours(request, applicant.jwt, uuid, admin);
  const notaryJwt = await createNotary(request, admin);

  const notaryContext = await contextWith(browser, 'lintel.ops-jwt', notaryJwt);
  const notary = await notaryContext.newPage();
  await notary.goto('/ops/notary');
  await expect(notary.getByRole('heading', { level: 1, name: 'Notary room' })).toBeVisible();

  const signerContext = await contextWith(browser, 'jwt', applicant.jwt);
  const signer = await signerContext.newPage();
  await signer.goto(`/account/heloc/${uuid}`);
  await expect(signer).toHaveURL(new RegExp(`/${uuid}/notary/intro$`));
  await expect(signer.getByTestId('device-preview').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 15_000 });
  await expectAccessible(signer);
  mkdirSync(SHOTS, { recursive: true });
  await signer.screenshot({ path: path.join(SHOTS, 'intro-device-check.png'), fullPage: true });
  await signer.getByRole('button', { name: 'Meet a notary now' }).click();
  await expect(signer).toHaveURL(new RegExp(`/${uuid}/notary/session$`));

  await expect(notary.getByRole('button', { name: /^Join / })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(notary);
  const joinedAt = Date.now();
  await notary.getByRole('button', { name: /^Join / }).click();
  await expect(notary.getByTestId('remote-video').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  await expect(signer.getByTestId('remote-video').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  const joinToBothPlayingMs = Date.now() - joinedAt;
  await expect.poll(() => bytesReceived(notary), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => bytesReceived(signer), { timeout: 15_000 }).toBeGreaterThan(0);

  await signer.getByRole('button', { name: 'Start the questions' }).click();
  await expectAccessible(signer);
  await answerQuestions(signer, true);
  // A California property: its instrument is a deed of trust (decision 090).
  await expect(signer.getByRole('heading', { name: 'Your deed of trust' })).toBeVisible();
  await signer.getByLabel('Type your full name to sign').fill('Avery Notary');
  await signer.getByRole('button', { name: 'Sign the deed of trust' }).click();
  await expect(signer.getByText('You signed the deed of trust. Your notary is now sealing it.')).toBeVisible();
  await signer.screenshot({ path: path.join(SHOTS, 'session-signer.png'), fullPage: true });
  await expect(notary.getByText(/Deed of Trust: signed/)).toBeVisible();
  await notary.screenshot({ path: path.join(SHOTS, 'session-notary.png'), fullPage: true });
  await expectAccessible(notary);

  await notary.getByRole('button', { name: 'Seal and complete' }).click();
  await expect(notary.getByText('The deed is notarized and sealed. The journal entry is written.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 15_000 }).toBe('DISBURSEMENT_ACCOUNT');
  await expect(signer).not.toHaveURL(/notary\/session$/, { timeout: 15_000 });

  // The journal row with its recording, the sealed deed and the recording document.
  const journal = (await (await request.get('/service-notary/agent/api/v1/journal', { headers: { 'x-org': ORG, authorization: `Bearer ${notaryJwt}` } })).json()) as {
    applicationUuid: string;
    recordingDocumentUuid: string | null;
    documentUuid: string;
  }[];
  const entry = journal.find((row) => row.applicationUuid === uuid)!;
  expect(entry.recordingDocumentUuid).toBeTruthy();
  const documents = (await (await request.get(`/service-document/api/v1/applications/${uuid}/documents`, { headers: { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` } })).json()) as { type: string; uuid: string; sizeBytes: number }[];
  expect(documents.find((d) => d.type === 'NOTARY_RECORDING')?.sizeBytes ?? 0).toBeGreaterThan(1000);
  const deed = await request.get(`/service-document/api/v1/documents/${entry.documentUuid}`, { headers: { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` } });
  const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'notarized-deed.pdf'), await deed.body());
  const { execFileSync } = await import('node:child_process');
  const pdfsig = execFileSync('pdfsig', [path.join(folder, 'notarized-deed.pdf')]).toString();
  expect(pdfsig).toContain('Signature is Valid');
  expect(pdfsig).toContain('Total document signed');
  // The signatures sit on the deed's own places: the signer's over its grantor line, the seal over the notary's.
  const text = execFileSync('pdftotext', ['-layout', path.join(folder, 'notarized-deed.pdf'), '-']).toString();
  expect(text).toMatch(/Signed electronically by Avery/);
  expect(text).toContain('Signed electronically by Nora Quill');
  console.log(`notary: join -> both videos playing in ${joinToBothPlayingMs} ms`);
  writeFileSync(path.join(folder, 'notary-join-ms.txt'), String(joinToBothPlayingMs));
  await signerContext.close();
  await notaryContext.close();
});

test('failing the identity questions twice ends on notary/error', async ({ browser, request, applicant }) => {
  test.setTimeout(120_000);
  const { uuid } = await applicationInDeedSigning(request, applicant);
  const admin = await logInAsAdminAgent(request);
  await intoNotaryHours(request, applicant.jwt, uuid, admin);
  const notaryJwt = await createNotary(request, admin);
  // A notary has the room open, so "now" is offered.
  await request.get('/service-notary/agent/api/v1/sessions', { headers: { 'x-org': ORG, authorization: `Bearer ${notaryJwt}` } });
  const context = await contextWith(browser, 'jwt', applicant.jwt);
  const page = await context.newPage();
  await page.goto(`/account/heloc/${uuid}/notary/intro`);
  await page.getByRole('button', { name: 'Meet a notary now' }).click();
  await expect(page).toHaveURL(/notary\/session$/);
  await page.getByRole('button', { name: 'Start the questions' }).click();
  await answerQuestions(page, false);
  await expect(page.getByText('You have one more try.')).toBeVisible();
  await page.getByRole('button', { name: 'Start the questions' }).click();
  await answerQuestions(page, false);
  await expect(page).toHaveURL(/notary\/error$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm your identity' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SHOTS, 'error-kba-failed.png'), fullPage: true });
  await context.close();
});

test('the manual path: schedule, reserve with the $350 fee, an agent completes it with the scan', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const applicant = await registerApplicant(request);
  const { uuid, admin } = await applicationInDeedSigning(request, applicant);
  await page.addInitScript((jwt) => window.localStorage.setItem('jwt', jwt), applicant.jwt);
  await page.goto(`/account/heloc/${uuid}/notary/schedule-manual`);
  await expectAccessible(page);
  await page.getByLabel('Street address').fill('100 Main Street');
  await page.getByLabel('City').fill('Sacramento');
  await page.getByLabel('State (two letters)').fill('CA');
  await page.getByLabel('ZIP code').fill('95814');
  for (const [index, window] of [0, 1].entries()) {
    const group = page.getByRole('group', { name: `Preferred window ${window + 1}` });
    await group.getByLabel('Day').fill(`2030-01-0${7 + index}`);
    await group.getByLabel('From').fill('09:00');
    await group.getByLabel('To').fill('11:00');
  }
  await page.getByRole('button', { name: 'Reserve my notary visit' }).click();
  await expect(page).toHaveURL(/notary\/reserve-manual$/);
  await expect(page.getByText('$350', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SHOTS, 'reserve-manual.png'), fullPage: true });
  expect(await statusOf(request, applicant.jwt, uuid)).toBe('MANUAL_DEED_SIGNING');
  // The windows read in the page's English whatever the browser's language (a French phone here, same time zone).
  const french = await browser.newContext({ baseURL, locale: 'fr-FR', extraHTTPHeaders: { 'x-org': ORG } });
  const frenchPage = await french.newPage();
  await frenchPage.addInitScript((jwt) => window.localStorage.setItem('jwt', jwt), applicant.jwt);
  await frenchPage.goto(`/account/heloc/${uuid}/notary/reserve-manual`);
  await expect(frenchPage.getByText('Monday, January 7, 9:00 AM to 11:00 AM')).toBeVisible();
  await expect(frenchPage.getByText('Tuesday, January 8, 9:00 AM to 11:00 AM')).toBeVisible();
  await french.close();

  // The agent records the visit with the wet-signed deed's scan.
  const upload = await request.post(`/service-document/api/v1/applications/${uuid}/documents`, {
    headers: { 'x-org': ORG, authorization: `Bearer ${admin}` },
    multipart: { type: 'WET_SIGNED_DEED', file: { name: 'deed-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [scan] = (await upload.json()) as { uuid: string }[];
  const completed = await request.post(`/service-notary/agent/api/v1/applications/${uuid}/manual/complete`, {
    headers: { 'x-org': ORG, authorization: `Bearer ${admin}` },
    data: { scanDocumentUuid: scan!.uuid },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  expect(await statusOf(request, applicant.jwt, uuid)).toBe('DISBURSEMENT_ACCOUNT');
});
