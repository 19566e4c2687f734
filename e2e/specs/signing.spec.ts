// Signing (issue 12): from FINAL_OFFER (state set through the API) the applicant gives the E-SIGN consent, the
// closing package is generated, each document is read and acknowledged on document/disclosures, the location
// modal records where the signer is, a signature is adopted (typed by keyboard only, or drawn with the pointer)
// and every place is stepped through; the confirmation lists the sealed copies. axe on every page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, moveApplicationStatus, ORG, type TApplicant } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

const BASE = '/service-application/api/v1/application/heloc';

/** An application with a chosen offer, put into FINAL_OFFER through the agent API. */
const applicationAtFinalOffer = async (request: APIRequestContext, applicant: TApplicant, lastName: string) => {
  const headers = { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` };
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName }) });
  await expect
    .poll(async () => ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers })).json()) as { applicationStatus: string }).applicationStatus, {
      timeout: 30_000,
    })
    .toBe('OFFER_SELECTION');
  const offers = (await (await request.get(`${BASE}/${uuid}/offers`, { headers })).json()) as { offerSet: { offers: { type: string; term: number; originationFee: number; minDraw: number; maxDraw: number }[] } };
  const offer = offers.offerSet.offers.find((o) => o.term === 10) ?? offers.offerSet.offers[0]!;
  const chosen = await request.post(`${BASE}/${uuid}/offers/select`, {
    headers,
    data: { type: offer.type, term: offer.term, originationFeeRate: offer.originationFee, drawAmount: Math.floor((offer.minDraw + offer.maxDraw) / 2) },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const admin = await logInAsAdminAgent(request);
  await moveApplicationStatus(request, admin, { uuid, status: 'FINAL_OFFER', force: true, reason: 'signing e2e' });
  return uuid;
};

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/signing');

/** With LINTEL_SCREENSHOTS=1: the page at desktop and phone widths into docs/screenshots/signing/. */
const shoot = async (page: Page, name: string) => {
  if (process.env.LINTEL_SCREENSHOTS !== '1') return;
  for (const [viewport, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

const signIn = (page: Page, jwt: string) => page.addInitScript((token) => window.localStorage.setItem('jwt', token), jwt);

/** Presses a control by keyboard: focus, then Enter (buttons, links) or Space (checkboxes). */
const press = async (page: Page, locator: ReturnType<Page['getByRole']>, key: 'Enter' | 'Space' = 'Enter') => {
  await locator.focus();
  await page.keyboard.press(key);
};

/** Consent, package, intro, location (stated state or browser), every document acknowledged. */
const throughDocuments = async (page: Page, uuid: string, location: 'stated' | 'browser') => {
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(`/account/heloc/${uuid}/signing/intro`);
  await expect(page.getByRole('heading', { name: 'Consent to use electronic records and signatures' })).toBeVisible();
  await expectAccessible(page);
  if (location === 'stated') await shoot(page, 'consent');
  await press(page, page.getByRole('button', { name: 'I agree' }));
  await expect(page.getByText('Please agree to use electronic records and signatures before you continue.')).toBeVisible();
  await press(page, page.getByRole('checkbox', { name: /I agree to use electronic records and signatures/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'I agree' }));
  await expect(page.getByText(/You will read and sign 6 documents/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You will sign the deed of trust later, before a notary.')).toBeVisible();
  await expectAccessible(page);

  await press(page, page.getByRole('button', { name: 'Start' }));
  const modal = page.getByRole('dialog', { name: 'Why we need your location' });
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  if (location === 'stated') await shoot(page, 'location-modal');
  if (location === 'stated') {
    await press(page, modal.getByRole('button', { name: 'Choose my state instead' }));
    await modal.getByLabel('Which state are you in now?').focus();
    await modal.getByLabel('Which state are you in now?').selectOption('CA');
    await press(page, modal.getByRole('button', { name: 'Continue' }));
  } else {
    await modal.getByRole('button', { name: 'Share my location' }).click();
    // Reached by client-side navigation, the page may not use geolocation (Permissions-Policy is fixed per
    // document load): it loads itself afresh with ?locate=1 and asks again.
    await page.waitForURL(/locate=1|document\/disclosures/);
    if (page.url().includes('locate=1')) await page.getByRole('dialog', { name: 'Why we need your location' }).getByRole('button', { name: 'Share my location' }).click();
  }

  await expect(page).toHaveURL(`/account/heloc/${uuid}/document/disclosures`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your closing documents' })).toBeVisible();
  for (let read = 0; read < 6; read += 1) {
    const acknowledge = page.getByRole('button', { name: /^I have read the / });
    await expect(acknowledge).toBeVisible({ timeout: 20_000 });
    if (read === 0) {
      await expect(page.getByRole('link', { name: /Download Home Equity Line of Credit Agreement/ })).toBeVisible();
      await expectAccessible(page);
      if (location === 'stated') await shoot(page, 'disclosures');
    }
    await press(page, acknowledge);
    await expect(page.getByRole('listitem').filter({ hasText: 'Acknowledged' })).toHaveCount(read + 1);
  }
  await press(page, page.getByRole('link', { name: 'Continue to signing' }));
  await expect(page).toHaveURL(`/account/heloc/${uuid}/signing/sign`);
  await expect(page.getByRole('heading', { name: 'Adopt your signature' })).toBeVisible();
  await expectAccessible(page);
};

/** Steps through every place with the keyboard, checking each is announced, then finishes. */
const throughPlaces = async (page: Page) => {
  const announced = page.locator('.signing-place');
  const count = Number((await announced.locator('.signing-place__count').textContent())!.match(/of (\d+)/)![1]);
  expect(count).toBeGreaterThan(6);
  await expect(announced).toHaveAttribute('aria-live', 'polite');
  await expectAccessible(page);
  // The current place is marked on the page of the document shown, distinct from the others, inside the viewer.
  const current = page.locator('.pdf-viewer__mark--current');
  await expect(current).toHaveCount(1, { timeout: 20_000 });
  await expect(current).toBeInViewport();
  await expect(current).toHaveText(/^(Sign|Initial) here$/);
  const firstMark = await current.getAttribute('data-mark-id');
  // Next and Previous move without signing; the marked place follows and is scrolled into view.
  await press(page, page.getByRole('button', { name: 'Next' }));
  await expect(announced).toContainText(`Place 2 of ${count}`);
  await expect(current).not.toHaveAttribute('data-mark-id', firstMark!);
  await expect(current).toBeInViewport();
  await press(page, page.getByRole('button', { name: 'Previous' }));
  await expect(announced).toContainText(`Place 1 of ${count}`);
  await expect(current).toHaveAttribute('data-mark-id', firstMark!);
  for (let place = 1; place <= count; place += 1) {
    await expect(announced).toContainText(`Place ${place} of ${count}`);
    await expect(current).toBeInViewport();
    await press(page, page.getByRole('button', { name: /^(Sign|Initial) here$/ }));
    if (place === 1) await expect(page.locator(`.pdf-viewer__mark--done[data-mark-id="${firstMark}"]`)).toHaveText('Signed');
  }
  await expect(page.getByText(`${count} of ${count} places signed.`)).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Finish signing' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your documents are signed' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /Download signed copy/ })).toHaveCount(6);
  await expectAccessible(page);
};

test('signs the closing package with a typed signature, by keyboard only', async ({ page, request, applicant }) => {
  test.setTimeout(300_000);
  const uuid = await applicationAtFinalOffer(request, applicant, 'Keyboard');
  await signIn(page, applicant.jwt);
  await throughDocuments(page, uuid, 'stated');

  const name = page.getByRole('textbox', { name: /Your full name/ });
  await press(page, page.getByRole('button', { name: 'Adopt and continue' }));
  await expect(page.getByText('Please type your full name to adopt it as your signature.')).toBeVisible();
  await name.focus();
  await page.keyboard.type('Someone Else');
  await press(page, page.getByRole('button', { name: 'Adopt and continue' }));
  await expect(page.getByText('Please type your name as it appears on your documents.')).toBeVisible();
  await name.fill('');
  await name.focus();
  await page.keyboard.type('Avery Keyboard');
  await press(page, page.getByRole('button', { name: 'Adopt and continue' }));
  await expect(page.getByRole('img', { name: 'Typed signature: Avery Keyboard' })).toBeVisible();
  await expect(page.locator('.pdf-viewer__mark--current')).toHaveCount(1, { timeout: 30_000 });
  await shoot(page, 'sign-places');
  await throughPlaces(page);
  await shoot(page, 'signed');

  const status = await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` } });
  expect(['GEN_NOTARY_DISCLOSURE', 'DEED_SIGNING']).toContain(((await status.json()) as { applicationStatus: string }).applicationStatus);
});

test('signs the closing package with a drawn signature and the browser location', async ({ page, request, applicant, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 38.5816, longitude: -121.4944, accuracy: 25 });
  const uuid = await applicationAtFinalOffer(request, applicant, 'Drawn');
  await signIn(page, applicant.jwt);
  await throughDocuments(page, uuid, 'browser');

  await page.getByRole('radio', { name: 'Draw my signature' }).check();
  await page.getByRole('button', { name: 'Adopt and continue' }).click();
  await expect(page.getByText('Please draw your signature in the box.')).toBeVisible();
  const pad = page.getByRole('img', { name: 'Signature drawing area' });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + 30 + step * 25, box.y + 100 + (step % 2 ? -40 : 30), { steps: 4 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Adopt and continue' }).click();
  await expect(page.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
  await throughPlaces(page);
});

const SIGNING = '/service-signing/api/v1/applications';

/** FINAL_OFFER, then the consent through the API, until the package is ready (NOTE_SIGNING). */
const applicationWithPackage = async (request: APIRequestContext, applicant: TApplicant, lastName: string) => {
  const uuid = await applicationAtFinalOffer(request, applicant, lastName);
  const headers = { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` };
  type TPackage = { applicationStatus: string; consent: { currentVersion: string }; documents: unknown[] };
  const read = async () => (await (await request.get(`${SIGNING}/${uuid}/package`, { headers })).json()) as TPackage;
  const consent = await request.post(`${SIGNING}/${uuid}/consent`, { headers, data: { version: (await read()).consent.currentVersion, accepted: true } });
  expect(consent.ok(), await consent.text()).toBe(true);
  await expect.poll(async () => { const pkg = await read(); return pkg.applicationStatus === 'NOTE_SIGNING' && pkg.documents.length > 0; }, { timeout: 45_000 }).toBe(true);
  return uuid;
};

test('a DECLINE decision does not reroute document/disclosures; the consent is withdrawn there, then given again', async ({ page, request, applicant }) => {
  test.setTimeout(300_000);
  const uuid = await applicationWithPackage(request, applicant, 'Withdraw');
  const admin = await logInAsAdminAgent(request);
  await moveApplicationStatus(request, admin, { uuid, status: 'NOTE_SIGNING', force: true, fields: { uwDecision: 'DECLINE' }, reason: 'signing e2e: decline' });
  await signIn(page, applicant.jwt);

  // Spec 01: a uwDecision of DECLINE reroutes every page but the disclosures, which stays and shows the documents.
  await page.goto(`/account/heloc/${uuid}/document/disclosures`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your closing documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download Home Equity Line of Credit Agreement/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: /Home Equity Line of Credit Agreement, \d+ pages?/ })).toBeVisible();
  await expect(page.locator('.signing-documents > li')).toHaveCount(7);
  await expectAccessible(page);
  await expect(page).toHaveURL(`/account/heloc/${uuid}/document/disclosures`);
  // The same decision does take the help page to error/decline (so the decision is in force).
  await page.goto(`/account/heloc/${uuid}/signing/support`);
  await expect(page).toHaveURL(`/account/heloc/${uuid}/error/decline`);
  await page.goto(`/account/heloc/${uuid}/document/disclosures`);
  await expect(page.getByRole('link', { name: /Download Home Equity Line of Credit Agreement/ })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`/account/heloc/${uuid}/document/disclosures`);

  await moveApplicationStatus(request, admin, { uuid, status: 'NOTE_SIGNING', force: true, fields: { uwDecision: 'FINAL' }, reason: 'signing e2e: approved again' });
  await page.reload();
  // The right to withdraw is an action: a confirmation first (kept), then the withdrawal with its time.
  await expect(page.getByRole('heading', { name: 'Your consent to electronic records' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/You agreed to use electronic records and signatures on .+ \(consent version .+\)\./)).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Withdraw consent' }));
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw your consent to electronic records?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'withdraw-confirm');
  await press(page, confirm.getByRole('button', { name: 'Keep my consent' }));
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Withdraw consent' })).toBeFocused();
  await press(page, page.getByRole('button', { name: 'Withdraw consent' }));
  await press(page, confirm.getByRole('button', { name: 'Yes, withdraw my consent' }));
  const withdrawn = page.getByRole('heading', { name: 'You withdrew your consent to electronic records' });
  await expect(withdrawn).toBeFocused();
  await expect(page.getByText(/^You withdrew it on .+\. You cannot sign your documents electronically while it is withdrawn\.$/)).toBeVisible();
  await expect(page.getByText(/^To get paper copies: call or email your loan team/)).toBeVisible();
  await expect(page.locator('.signing-documents')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'withdrawn');

  // Electronic signing is blocked: the sign page says why and how to go on.
  await page.goto(`/account/heloc/${uuid}/signing/sign`);
  await expect(page.getByRole('heading', { name: 'You withdrew your consent to electronic records' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adopt your signature' })).toHaveCount(0);
  await expectAccessible(page);

  // Agreeing again on the consent page brings the documents back.
  await press(page, page.getByRole('link', { name: 'Read the consent' }));
  await expect(page).toHaveURL(`/account/heloc/${uuid}/signing/intro`);
  await expect(page.getByRole('heading', { name: 'You withdrew your consent to electronic records' })).toBeVisible();
  await press(page, page.getByRole('checkbox', { name: /I agree to use electronic records and signatures/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'I agree' }));
  await expect(page.getByText(/You will read and sign 6 documents/)).toBeVisible({ timeout: 30_000 });
  await page.goto(`/account/heloc/${uuid}/signing/support`);
  await expect(page.getByRole('button', { name: 'Withdraw consent' })).toBeVisible();
  await expectAccessible(page);
});
