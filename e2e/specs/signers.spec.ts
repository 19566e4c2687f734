// Additional signers (issues 12 item 6 and 15, decision 035): the primary at CO_DEED_REQ invites a co-owner on
// signing/additional; the co-owner opens the link from the sandbox mailbox in their own browser, creates an
// account with the invited email and reaches their two-step intro; the primary's page shows the progress; a
// used link and a withdrawn invitation each get a clear page. axe on every page.
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { checkPage } from '../support/check-page.ts';
import { createApplication, createCondition, logInAsAdminAgent, moveApplicationStatus, ORG, waitForMail, type TApplicant } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { goodIdPhoto } from '../support/id-images.ts';

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

const SIGNER_PASSWORD = 'Orchard-Gate-51!';

const signIn = async (page: Page, jwt: string) => {
  await page.goto('/healthz');
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);
};

const newPage = async (browser: Browser, options: { geolocation?: { latitude: number; longitude: number; accuracy: number } } = {}) =>
  (
    await browser.newContext({
      extraHTTPHeaders: { 'x-org': ORG },
      ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
    })
  ).newPage();

const primaryAtCoDeed = async (request: Parameters<typeof createApplication>[0], applicant: TApplicant, adminJwt: string) => {
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName: 'Rivera' }) });
  await moveApplicationStatus(request, adminJwt, { uuid, status: 'CO_DEED_REQ', force: true, reason: 'signers e2e' });
  return uuid;
};

test('the primary invites a co-owner, who opens the link from the mailbox, registers and verifies identity; the primary sees each step', async ({ page, request, applicant, browser }) => {
  test.setTimeout(120_000);
  const admin = await logInAsAdminAgent(request);
  const uuid = await primaryAtCoDeed(request, applicant, admin);
  const signerEmail = `coowner-${Date.now().toString(36)}@example.com`;

  await signIn(page, applicant.jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(`/account/heloc/${uuid}/signing/additional`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite the other owners of your home' })).toBeVisible();
  await expect(page.getByText('You have not invited anyone yet.')).toBeVisible();
  await expectAccessible(page);

  // The form checks what the server checks.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Please enter the first name')).toBeVisible();
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email').fill(signerEmail);
  await page.getByLabel('Mobile phone').fill('3035550142');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(303) 555-0142');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordan Rivera' }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: "Jordan Rivera's progress" })).toContainText('Invited: done');
  await expect(card).toContainText('Account created: not yet');
  await expect(card).toContainText('The invitation link works until');
  await check(page, 'additional');

  const mail = await waitForMail(request, admin, signerEmail, 'Avery R. invited you to sign for a home equity line of credit');
  const link = mail.links.find((l) => l.includes('/heloc-signer/login'))!;
  expect(link).toContain(`/account/heloc/heloc-signer/login?org=${ORG}#token=`);
  expect(mail.text).toContain('100 Main Street, Sacramento, CA');

  // The co-owner, in a browser of their own.
  const signer = await newPage(browser);
  await signer.goto(link);
  await expect(signer.getByRole('heading', { level: 1, name: 'Create your account to sign' })).toBeVisible();
  await expect(signer.getByText(signerEmail)).toBeVisible();
  await expect(signer.getByText('Jordan, Avery R. named you as an owner of the home')).toBeVisible();
  await check(signer, 'login');
  await signer.getByLabel('Password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByLabel('Confirm password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByRole('button', { name: 'Create account and continue' }).click();

  await expect(signer).toHaveURL('/account/heloc/heloc-signer/intro');
  await expect(signer.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  const steps = signer.getByRole('list', { name: 'Your steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(2);
  await expect(steps.getByRole('listitem').nth(0)).toContainText('Identity verification');
  await expect(steps.getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Talk to eNotary');
  await expect(signer.getByRole('link', { name: 'Verify your identity' })).toBeVisible();
  await check(signer, 'intro');

  // Identity: the same capture as the primary's.
  await signer.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(signer.getByText('to confirm that you are Jordan Rivera')).toBeVisible();
  await signer.getByRole('button', { name: 'Verify my ID' }).click();
  await expect(signer.getByText('Please choose the kind of ID you have.')).toBeVisible();
  await signer.getByRole('radio', { name: "US Driver's License" }).check();
  await signer.getByLabel('Front of your ID').setInputFiles(png('license-front.png', goodIdPhoto()));
  await expect(signer.getByText('license-front.png looks good.')).toBeVisible();
  const back = signer.getByLabel('Back of your ID');
  if ((await back.count()) > 0) {
    await back.setInputFiles(png('license-back.png', goodIdPhoto()));
    await expect(signer.getByText('license-back.png looks good.')).toBeVisible();
  }
  await check(signer, 'identity');
  await signer.getByRole('button', { name: 'Verify my ID' }).click();
  await expect(signer).toHaveURL('/account/heloc/heloc-signer/intro', { timeout: 15_000 });
  await expect(steps.getByRole('listitem').nth(0)).toContainText('Done');
  await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');

  // The signer's token opens nothing of the primary's application.
  const token = await signer.evaluate(() => window.localStorage.getItem('jwt'));
  const foreign = await request.get(`/service-application/api/v1/application/heloc/${uuid}`, { headers: { 'x-org': ORG, authorization: `Bearer ${token}` } });
  expect(foreign.status()).toBe(404);

  // The primary's page shows the new step.
  await page.reload();
  await expect(card).toContainText('Account created: done');
  await expect(card).toContainText('Identity verified: done');
  await expect(card).toContainText('Signed: not yet');
  await expect(card.getByRole('button', { name: 'Send a new link to Jordan Rivera' })).toHaveCount(0);

  // The link works once: opened again, it says so.
  const other = await newPage(browser);
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeVisible();
  await check(other, 'login-used-link');

  // Someone who signs for nothing here (the primary) on a signer page: the signer's error page.
  await page.goto('/account/heloc/heloc-signer/intro');
  await expect(page).toHaveURL('/account/heloc/heloc-signer/error');
  await check(page, 'error');

  // A primary's page name typed under heloc-signer takes the signer to its own next step and keeps its session.
  // Its next step here is the intro: the status was forced with no closing package, so no document of the
  // co-owner's is ready to read (decision 051).
  await signer.goto('/account/heloc/heloc-signer/signing/additional');
  await expect(signer).toHaveURL('/account/heloc/heloc-signer/intro');
  expect(await signer.evaluate(() => window.localStorage.getItem('jwt'))).toBe(token);
  // The top bar: no Dashboard for a co-owner who is not a broker (spec 02 section 6).
  await expect(signer.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(signer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(signer.getByRole('button', { name: 'Logout' })).toBeVisible();

  // A CO_DEEDER on the main path has its stored session cleared and the page reloaded (spec 01 section 6,
  // decision 046): the reload finds no session and goes to the login page.
  await signer.goto(`/account/heloc/${uuid}/signing/additional`);
  await expect(signer).toHaveURL(/\/auth\/login/);
  expect(await signer.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  // The whole main path, not only the application pages (decision 088): the dashboard and its settings too.
  for (const mainPath of ['/dashboard', '/dashboard/settings']) {
    await signer.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), token ?? '');
    await signer.goto(mainPath);
    await expect(signer).toHaveURL(/\/auth\/login/);
    expect(await signer.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  }
});


/** axe on the page; with LINTEL_SCREENSHOTS=1 also phone and desktop screenshots into docs/screenshots/signers. */
const check = (page: Page, name: string) => checkPage(page, `signers/${name}`);

test('an agent asks the co-owner for a document and its ID: the co-owner’s own conditions pages, never the primary’s', async ({ request, applicant, browser }) => {
  test.setTimeout(150_000);
  const admin = await logInAsAdminAgent(request);
  const uuid = await primaryAtCoDeed(request, applicant, admin);
  const signerEmail = `conditions-${Date.now().toString(36)}@example.com`;
  const invited = await request.post(`/service-application/api/v1/application/heloc/${uuid}/co-deed/signers`, {
    headers: { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` },
    data: { firstName: 'Morgan', lastName: 'Rivera', email: signerEmail, phoneNumber: '(303) 555-0166' },
  });
  expect(invited.status()).toBe(201);
  const signerUuid = ((await invited.json()) as { signers: { uuid: string }[] }).signers[0]!.uuid;
  const mail = await waitForMail(request, admin, signerEmail, 'Avery R. invited you to sign for a home equity line of credit');
  const signer = await newPage(browser, { geolocation: { latitude: 38.5816, longitude: -121.4944, accuracy: 25 } });
  await signer.goto(mail.links.find((l) => l.includes('/heloc-signer/login'))!);
  await signer.getByLabel('Password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByLabel('Confirm password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Welcome, Morgan' })).toBeVisible();

  // Nothing asked yet; the primary's own condition is not the co-owner's.
  await createCondition(request, admin, { uuid, categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD' });
  await signer.goto('/account/heloc/heloc-signer/conditions');
  await expect(signer.getByRole('heading', { level: 1, name: 'Your conditions' })).toBeVisible();
  await expect(signer.getByText('Nothing is waiting for you right now.')).toBeVisible();
  await check(signer, 'conditions-empty');

  await createCondition(request, admin, { uuid, categoryEnum: 'GENERIC_DOCUMENT_REQUEST', signerUuid, commentsToBorrower: 'A copy of the recorded deed' });
  const asked = await waitForMail(request, admin, signerEmail, 'We need something from you to continue your application');
  const uploadLink = asked.links.find((l) => l.includes('/heloc-signer/conditions/upload-document'))!;
  expect(uploadLink).toContain('conditionUuid=');
  await signer.reload();
  const waiting = signer.getByRole('list', { name: 'Waiting for you' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await check(signer, 'conditions');

  // The link from the email opens the upload page for that condition.
  await signer.goto(uploadLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(signer.getByRole('heading', { level: 1, name: 'Upload documents' })).toBeVisible();
  await signer.getByRole('button', { name: 'Send documents' }).click();
  await expect(signer.getByText('Please choose a file to upload.')).toBeVisible();
  await signer.getByLabel('Choose files').setInputFiles(png('deed.png', goodIdPhoto()));
  await check(signer, 'conditions-upload-document');
  await signer.getByRole('button', { name: 'Send documents' }).click();
  await expect(signer).toHaveURL('/account/heloc/heloc-signer/conditions');
  await expect(signer.getByRole('list', { name: 'Sent or done' })).toContainText('We are reviewing what you sent');

  // An ID condition: the co-owner's identity form, which answers it.
  await createCondition(request, admin, { uuid, categoryEnum: 'ID_VERIFICATION_FAILURE', signerUuid });
  await signer.reload();
  await signer.getByRole('list', { name: 'Waiting for you' }).getByRole('link').click();
  await expect(signer).toHaveURL(/\/account\/heloc\/heloc-signer\/conditions\/identity\?conditionUuid=/);
  await expect(signer.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await signer.getByRole('radio', { name: "US Driver's License" }).check();
  await signer.getByLabel('Front of your ID').setInputFiles(png('license-front.png', goodIdPhoto()));
  const back = signer.getByLabel('Back of your ID');
  if ((await back.count()) > 0) await back.setInputFiles(png('license-back.png', goodIdPhoto()));
  await check(signer, 'conditions-identity');
  await signer.getByRole('button', { name: 'Verify my ID' }).click();
  await expect(signer).toHaveURL('/account/heloc/heloc-signer/conditions', { timeout: 15_000 });
  await expect(signer.getByText('Nothing is waiting for you right now.')).toBeVisible();

  // Anything else under conditions goes up one level.
  await signer.goto('/account/heloc/heloc-signer/conditions/phone-number');
  await expect(signer).toHaveURL('/account/heloc/heloc-signer/conditions');

  // With fe-heloc-additional-signer-conditions off, nothing is fetched.
  await signer.evaluate(() => window.sessionStorage.setItem('fe-heloc-additional-signer-conditions', 'false'));
  // Leave the app first, so that nothing the page before asked for is counted.
  await signer.goto('/healthz');
  let fetched = 0;
  signer.on('request', (r) => {
    if (r.url().includes('/co-deed/conditions')) fetched += 1;
  });
  await signer.goto('/account/heloc/heloc-signer/conditions');
  await expect(signer.getByText('Nothing is waiting for you right now.')).toBeVisible();
  await expect(signer.getByRole('list', { name: 'Sent or done' })).toHaveCount(0);
  expect(fetched).toBe(0);
});

test('the primary withdraws an accepted co-owner: the co-owner’s pages show the cancelled page', async ({ page, request, applicant, browser }) => {
  test.setTimeout(120_000);
  const admin = await logInAsAdminAgent(request);
  const uuid = await primaryAtCoDeed(request, applicant, admin);
  const signerEmail = `withdrawn-${Date.now().toString(36)}@example.com`;
  const invited = await request.post(`/service-application/api/v1/application/heloc/${uuid}/co-deed/signers`, {
    headers: { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` },
    data: { firstName: 'Casey', lastName: 'Rivera', email: signerEmail, phoneNumber: '(303) 555-0177' },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(request, admin, signerEmail, 'Avery R. invited you to sign for a home equity line of credit');
  const link = mail.links.find((l) => l.includes('/heloc-signer/login'))!;
  const signer = await newPage(browser);
  await signer.goto(link);
  await signer.getByLabel('Password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByLabel('Confirm password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Welcome, Casey' })).toBeVisible();

  await signIn(page, applicant.jwt);
  await page.goto(`/account/heloc/${uuid}/signing/additional`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Casey Rivera' }) });
  await expect(card).toContainText('Account created: done');
  await card.getByRole('button', { name: 'Withdraw invitation of Casey Rivera' }).click();
  await expect(page.getByText('You have not invited anyone yet.')).toBeVisible();

  await signer.goto('/account/heloc/heloc-signer/resume');
  await expect(signer).toHaveURL('/account/heloc/heloc-signer/cancelled');
  await expect(signer.getByRole('heading', { level: 1, name: 'This signing is no longer open' })).toBeVisible();
  await check(signer, 'cancelled');
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('the co-owner reads and signs their documents after the primary signed; the application moves on to the notary', async ({ page, request, applicant, browser }) => {
  test.setTimeout(180_000);
  const admin = await logInAsAdminAgent(request);
  const auth = { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` };
  const APP = '/service-application/api/v1/application/heloc';
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName: 'Rivera' }) });
  const statusOf = async () => ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: auth })).json()) as { applicationStatus: string }).applicationStatus;
  await expect.poll(statusOf, { timeout: 30_000 }).toBe('OFFER_SELECTION');
  const offers = (await (await request.get(`${APP}/${uuid}/offers`, { headers: auth })).json()) as { offerSet: { offers: Array<{ type: string; term: number; originationFee: number; minDraw: number }> } };
  const offer = offers.offerSet.offers.find((o) => o.term === 10) ?? offers.offerSet.offers[0]!;
  await request.post(`${APP}/${uuid}/offers/select`, { headers: auth, data: { type: offer.type, term: offer.term, originationFeeRate: offer.originationFee, drawAmount: Math.max(50_000, Math.ceil(offer.minDraw)) } });
  await moveApplicationStatus(request, admin, { uuid, status: 'FINAL_OFFER', force: true });
  // The consent's current version, as the signing page reads it (a new text changes it).
  const { consent: { currentVersion } } = (await (await request.get(`/service-signing/api/v1/applications/${uuid}/package`, { headers: auth })).json()) as { consent: { currentVersion: string } };
  const consent = await request.post(`/service-signing/api/v1/applications/${uuid}/consent`, { headers: auth, data: { version: currentVersion, accepted: true } });
  expect(consent.status(), await consent.text()).toBe(200);
  await expect.poll(statusOf, { timeout: 60_000 }).toBe('NOTE_SIGNING');

  const signerEmail = `package-${Date.now().toString(36)}@example.com`;
  const invited = await request.post(`${APP}/${uuid}/co-deed/signers`, { headers: auth, data: { firstName: 'Jordan', lastName: 'Rivera', email: signerEmail, phoneNumber: '(303) 555-0142' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const pkg = (await (await request.get(`/service-signing/api/v1/applications/${uuid}/package`, { headers: auth })).json()) as {
    documents: Array<{ uuid: string; notarized: boolean; places: Array<{ uuid: string }> }>;
  };
  for (const document of pkg.documents.filter((d) => !d.notarized)) await request.post(`/service-signing/api/v1/applications/${uuid}/documents/${document.uuid}/acknowledge`, { headers: auth });
  const primarySigned = await request.post(`/service-signing/api/v1/applications/${uuid}/sign`, {
    headers: auth,
    data: { signature: { method: 'TYPED', typedName: 'Avery Rivera', image: PNG }, placeUuids: pkg.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid)), location: { kind: 'STATED', state: 'CA' } },
  });
  expect(primarySigned.status(), await primarySigned.text()).toBe(200);
  expect(await statusOf()).toBe('CO_DEED_REQ');

  const mail = await waitForMail(request, admin, signerEmail, 'Avery R. invited you to sign for a home equity line of credit');
  const signer = await newPage(browser, { geolocation: { latitude: 38.5816, longitude: -121.4944, accuracy: 25 } });
  await signer.goto(mail.links.find((l) => l.includes('/heloc-signer/login'))!);
  await signer.getByLabel('Password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByLabel('Confirm password', { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByRole('button', { name: 'Create account and continue' }).click();
  await signer.getByRole('link', { name: 'Verify your identity' }).click();
  await signer.getByRole('radio', { name: 'US Passport' }).check();
  await signer.getByLabel('Photo page of your passport').setInputFiles(png('passport.png', goodIdPhoto()));
  await expect(signer.getByText('passport.png looks good.')).toBeVisible();
  await signer.getByRole('button', { name: 'Verify my ID' }).click();
  await expect(signer).toHaveURL('/account/heloc/heloc-signer/intro', { timeout: 15_000 });

  await signer.getByRole('link', { name: 'Review your documents' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  // The co-owner's own E-SIGN consent first, as the primary's (recorded with time, version, IP address, browser).
  await expect(signer.getByRole('heading', { name: 'Consent to use electronic records and signatures' })).toBeVisible();
  await check(signer, 'documents-consent');
  await signer.getByRole('button', { name: 'I agree' }).click();
  await expect(signer.getByText('Please agree to use electronic records and signatures before you continue.')).toBeVisible();
  await signer.getByRole('checkbox', { name: /I agree to use electronic records and signatures/ }).check();
  await signer.getByRole('button', { name: 'I agree' }).click();
  const notice = signer.getByRole('listitem').filter({ has: signer.getByRole('heading', { name: /Right to Cancel/i }) });
  await expect(notice).toContainText('for you to sign');
  await notice.getByRole('button', { name: /Read/ }).click();
  await expect(signer.getByRole('region', { name: /Right to Cancel/i }).first()).toBeVisible({ timeout: 15_000 });
  await check(signer, 'documents');
  await signer.getByRole('link', { name: 'Continue to sign' }).click();

  await expect(signer.getByRole('heading', { level: 1, name: 'Sign your documents' })).toBeVisible();
  await expect(signer.getByRole('heading', { name: 'Your consent to electronic records' })).toBeVisible();
  await check(signer, 'sign');

  // The location modal, with the browser's position (loaded afresh when the page may not ask, ?locate=1).
  await signer.getByRole('button', { name: 'Start' }).click();
  const modal = signer.getByRole('dialog', { name: 'Why we need your location' });
  await expect(modal).toBeVisible();
  await check(signer, 'sign-location');
  await modal.getByRole('button', { name: 'Share my location' }).click();
  const adopt = signer.getByRole('heading', { name: 'Adopt your signature' });
  // Reached by client-side navigation the page may not use geolocation: it loads itself afresh and asks again.
  await expect.poll(async () => signer.url().includes('locate=1') || (await adopt.isVisible()), { timeout: 15_000 }).toBe(true);
  if (signer.url().includes('locate=1')) await signer.getByRole('dialog', { name: 'Why we need your location' }).getByRole('button', { name: 'Share my location' }).click();

  // A drawn signature (signature_pad), as the primary's.
  await expect(adopt).toBeVisible({ timeout: 15_000 });
  await signer.getByRole('radio', { name: 'Draw my signature' }).check();
  await signer.getByRole('button', { name: 'Adopt and continue' }).click();
  await expect(signer.getByText('Please draw your signature in the box.')).toBeVisible();
  const pad = signer.getByRole('img', { name: 'Signature drawing area' });
  const box = (await pad.boundingBox())!;
  await signer.mouse.move(box.x + 30, box.y + 100);
  await signer.mouse.down();
  for (let step = 1; step <= 12; step += 1) await signer.mouse.move(box.x + 30 + step * 25, box.y + 100 + (step % 2 ? -40 : 30), { steps: 4 });
  await signer.mouse.up();
  await check(signer, 'sign-adopt-drawn');
  await signer.getByRole('button', { name: 'Adopt and continue' }).click();
  await expect(signer.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
  await expect(signer.locator('.pdf-viewer__mark--current')).toHaveCount(1, { timeout: 30_000 });
  await check(signer, 'sign-places');
  const placeButton = signer.getByRole('button', { name: /^(Sign|Initial) here$/ });
  while ((await placeButton.count()) > 0) await placeButton.click();
  await signer.getByRole('button', { name: 'Finish signing' }).click();
  await expect(signer.getByRole('status').filter({ hasText: 'You have signed' })).toBeVisible({ timeout: 30_000 });
  await check(signer, 'signed');

  await expect.poll(statusOf, { timeout: 30_000 }).not.toBe('CO_DEED_REQ');
  await signIn(page, applicant.jwt);
  await page.goto(`/account/heloc/${uuid}/signing/additional`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordan Rivera' }) });
  await expect(card).toContainText('Signed: done');
});
