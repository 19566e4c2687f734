// Issue 15 "Done when": two people. The primary, with the closing package ready, invites a co-owner on
// signing/additional, signs their own documents and so reaches CO_DEED_REQ; the co-owner opens the link from the
// sandbox mailbox in a browser of their own, registers, verifies identity, gives the E-SIGN consent, signs, and is
// notarised in the application's live session after the primary (fake camera and microphone, loopback ICE only);
// the notary seals the deed. The primary's page shows each step (invited, identity verified, signed, notarised)
// and the application moves on to DISBURSEMENT_ACCOUNT. axe on every page of both people.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect as baseExpect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, moveApplicationStatus, ORG, waitForMail } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { goodIdPhoto } from '../support/id-images.ts';
import { answerQuestions, bytesReceived, contextWith, createNotary, intoNotaryHours, notaryLaunchOptions } from '../support/notary.ts';

test.use({ launchOptions: notaryLaunchOptions });

// Three browsers (two people and the notary) on two shared cores, and full page loads into the notary pages:
// each step is given more than the suite's 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const APP = '/service-application/api/v1/application/heloc';
const SIGNING = '/service-signing/api/v1/applications';
const SIGNER_PASSWORD = 'Willow-Brook-62!';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const statusOf = async (request: APIRequestContext, jwt: string, uuid: string) =>
  ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { 'x-org': ORG, authorization: `Bearer ${jwt}` } })).json()) as {
    applicationStatus: string;
  }).applicationStatus;

/** The primary's signing/additional card of one owner, read afresh. */
const ownerCard = async (page: Page, uuid: string, name: string) => {
  await page.goto(`/account/heloc/${uuid}/signing/additional`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  return card;
};

test('the primary invites a co-owner, who registers, verifies identity, signs and is notarised; the primary sees each step', async ({ browser, request, applicant }) => {
  test.setTimeout(600_000);
  const auth = { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` };
  const admin = await logInAsAdminAgent(request);

  // The primary's application up to NOTE_SIGNING through the API: offer chosen, E-SIGN consent, closing package made.
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName: 'Rivera' }) });
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
  const offers = (await (await request.get(`${APP}/${uuid}/offers`, { headers: auth })).json()) as {
    offerSet: { offers: Array<{ type: string; term: number; originationFee: number; minDraw: number }> };
  };
  const offer = offers.offerSet.offers.find((o) => o.term === 10) ?? offers.offerSet.offers[0]!;
  const selected = await request.post(`${APP}/${uuid}/offers/select`, {
    headers: auth,
    data: { type: offer.type, term: offer.term, originationFeeRate: offer.originationFee, drawAmount: Math.max(50_000, Math.ceil(offer.minDraw)) },
  });
  expect(selected.status(), await selected.text()).toBe(200);
  await moveApplicationStatus(request, admin, { uuid, status: 'FINAL_OFFER', force: true, reason: 'notary co-owner e2e' });
  const { consent: { currentVersion } } = (await (await request.get(`${SIGNING}/${uuid}/package`, { headers: auth })).json()) as { consent: { currentVersion: string } };
  const consent = await request.post(`${SIGNING}/${uuid}/consent`, { headers: auth, data: { version: currentVersion, accepted: true } });
  expect(consent.status(), await consent.text()).toBe(200);
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 60_000 }).toBe('NOTE_SIGNING');

  // The primary, in the browser, invites the other owner of the home.
  const primaryContext = await contextWith(browser, 'jwt', applicant.jwt);
  const primary = await primaryContext.newPage();
  await primary.goto(`/account/heloc/${uuid}/signing/additional`);
  await expect(primary.getByRole('heading', { level: 1, name: 'Invite the other owners of your home' })).toBeVisible();
  const signerEmail = `co-owner-notary-${Date.now().toString(36)}@example.com`;
  await primary.getByLabel('First name').fill('Jordan');
  await primary.getByLabel('Last name').fill('Rivera');
  await primary.getByLabel('Email').fill(signerEmail);
  await primary.getByLabel('Mobile phone').fill('3035550142');
  await primary.getByRole('button', { name: 'Send invitation' }).click();
  const invitedCard = primary.getByRole('listitem').filter({ has: primary.getByRole('heading', { name: 'Jordan Rivera' }) });
  await expect(invitedCard.getByRole('list', { name: "Jordan Rivera's progress" })).toContainText('Invited: done');
  await expect(invitedCard).toContainText('Account created: not yet');
  await expectAccessible(primary);

  // The primary signs their own documents (through the API; the browser part is signing.spec.ts): with another
  // owner in the package the application waits for them at CO_DEED_REQ.
  const pkg = (await (await request.get(`${SIGNING}/${uuid}/package`, { headers: auth })).json()) as {
    documents: Array<{ uuid: string; notarized: boolean; places: Array<{ uuid: string }> }>;
  };
  for (const document of pkg.documents.filter((d) => !d.notarized)) await request.post(`${SIGNING}/${uuid}/documents/${document.uuid}/acknowledge`, { headers: auth });
  const primarySigned = await request.post(`${SIGNING}/${uuid}/sign`, {
    headers: auth,
    data: {
      signature: { method: 'TYPED', typedName: 'Avery Rivera', image: PNG },
      placeUuids: pkg.documents.filter((d) => !d.notarized).flatMap((d) => d.places.map((p) => p.uuid)),
      location: { kind: 'STATED', state: 'CA' },
    },
  });
  expect(primarySigned.status(), await primarySigned.text()).toBe(200);
  expect(await statusOf(request, applicant.jwt, uuid)).toBe('CO_DEED_REQ');
  await primary.goto(`/account/heloc/${uuid}`);
  await expect(primary).toHaveURL(`/account/heloc/${uuid}/signing/additional`);

  // The co-owner, in a browser of their own, from the link in the sandbox mailbox.
  const mail = await waitForMail(request, admin, signerEmail, 'Avery R. invited you to sign for a home equity line of credit');
  const coOwnerContext = await contextWith(browser, 'jwt', null);
  await coOwnerContext.grantPermissions(['geolocation']);
  await coOwnerContext.setGeolocation({ latitude: 38.5816, longitude: -121.4944, accuracy: 25 });
  const coOwner = await coOwnerContext.newPage();
  await coOwner.goto(mail.links.find((l) => l.includes('/heloc-signer/login'))!);
  await expect(coOwner.getByRole('heading', { level: 1, name: 'Create your account to sign' })).toBeVisible();
  await coOwner.getByLabel('Password', { exact: true }).fill(SIGNER_PASSWORD);
  await coOwner.getByLabel('Confirm password', { exact: true }).fill(SIGNER_PASSWORD);
  await coOwner.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(coOwner).toHaveURL('/account/heloc/heloc-signer/intro');
  await expect(coOwner.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await expectAccessible(coOwner);

  // Identity: the same capture and checks as the primary's.
  await coOwner.getByRole('link', { name: 'Verify your identity' }).click();
  await coOwner.getByRole('radio', { name: 'US Passport' }).check();
  await coOwner.getByLabel('Photo page of your passport').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: goodIdPhoto() });
  await expect(coOwner.getByText('passport.png looks good.')).toBeVisible();
  await coOwner.getByRole('button', { name: 'Verify my ID' }).click();
  await expect(coOwner).toHaveURL('/account/heloc/heloc-signer/intro', { timeout: 15_000 });
  const steps = coOwner.getByRole('list', { name: 'Your steps' });
  await expect(steps.getByRole('listitem').nth(0)).toContainText('Done');

  let card = await ownerCard(primary, uuid, 'Jordan Rivera');
  await expect(card).toContainText('Account created: done');
  await expect(card).toContainText('Identity verified: done');
  await expect(card).toContainText('Signed: not yet');

  // The documents: the intro offers them, and they are there (consent first, then the co-owner's own notice).
  await coOwner.getByRole('link', { name: 'Review your documents' }).click();
  await expect(coOwner.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  await coOwner.getByRole('checkbox', { name: /I agree to use electronic records and signatures/ }).check();
  await coOwner.getByRole('button', { name: 'I agree' }).click();
  await expect(coOwner.getByText('Your documents are not ready yet')).toHaveCount(0);
  const notice = coOwner.getByRole('listitem').filter({ has: coOwner.getByRole('heading', { name: /Right to Cancel/i }) });
  await expect(notice).toContainText('for you to sign');
  await expectAccessible(coOwner);
  await coOwner.getByRole('link', { name: 'Continue to sign' }).click();

  // Signing: location, a typed signature, each place in turn.
  await expect(coOwner.getByRole('heading', { level: 1, name: 'Sign your documents' })).toBeVisible();
  await coOwner.getByRole('button', { name: 'Start' }).click();
  await coOwner.getByRole('dialog', { name: 'Why we need your location' }).getByRole('button', { name: 'Share my location' }).click();
  const adopt = coOwner.getByRole('heading', { name: 'Adopt your signature' });
  await expect.poll(async () => coOwner.url().includes('locate=1') || (await adopt.isVisible()), { timeout: 15_000 }).toBe(true);
  if (coOwner.url().includes('locate=1')) await coOwner.getByRole('dialog', { name: 'Why we need your location' }).getByRole('button', { name: 'Share my location' }).click();
  await expect(adopt).toBeVisible({ timeout: 15_000 });
  await coOwner.getByRole('radio', { name: 'Type my name' }).check();
  await coOwner.getByLabel(/Your full name, as on your documents/).fill('Jordan Rivera');
  await coOwner.getByRole('button', { name: 'Adopt and continue' }).click();
  await expect(coOwner.locator('.pdf-viewer__mark--current')).toHaveCount(1, { timeout: 30_000 });
  const placeButton = coOwner.getByRole('button', { name: /^(Sign|Initial) here$/ });
  while ((await placeButton.count()) > 0) await placeButton.click();
  await coOwner.getByRole('button', { name: 'Finish signing' }).click();
  await expect(coOwner.getByRole('status').filter({ hasText: 'You have signed' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(coOwner);

  // Every owner signed: the application moves on to the notary (the notary disclosure is made on the way).
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 60_000 }).toBe('DEED_SIGNING');
  card = await ownerCard(primary, uuid, 'Jordan Rivera');
  await expect(card).toContainText('Signed: done');
  await expect(card).toContainText('Notarized: not yet');

  // The notary session: the primary first, then the co-owner, in one session; the notary follows each in turn.
  await intoNotaryHours(request, applicant.jwt, uuid, admin);
  const notaryJwt = await createNotary(request, admin);
  const notaryContext = await contextWith(browser, 'lintel.ops-jwt', notaryJwt);
  const notary = await notaryContext.newPage();
  await notary.goto('/ops/notary');
  await expect(notary.getByRole('heading', { level: 1, name: 'Notary room' })).toBeVisible();

  await primary.goto(`/account/heloc/${uuid}`);
  await expect(primary).toHaveURL(new RegExp(`/${uuid}/notary/intro$`), { timeout: 30_000 });
  await expect(primary.getByRole('button', { name: 'Meet a notary now' })).toBeVisible({ timeout: 30_000 });
  await primary.getByRole('button', { name: 'Meet a notary now' }).click();
  await expect(primary).toHaveURL(new RegExp(`/${uuid}/notary/session$`));
  await expect(notary.getByRole('button', { name: /^Join / })).toBeVisible({ timeout: 30_000 });
  await notary.getByRole('button', { name: /^Join / }).click();
  await expect(notary.getByTestId('remote-video').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  await expect(primary.getByTestId('remote-video').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  await primary.getByRole('button', { name: 'Start the questions' }).click();
  await answerQuestions(primary, true);
  await expect(primary.getByRole('heading', { name: 'Your deed' })).toBeVisible();
  await primary.getByLabel('Type your full name to sign').fill('Avery Rivera');
  await primary.getByRole('button', { name: 'Sign the deed' }).click();
  await expect(primary.getByText(/You signed the deed/)).toBeVisible();

  // The co-owner's turn: their intro now offers the notary; they join the open session.
  await coOwner.goto('/account/heloc/heloc-signer/intro');
  await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await coOwner.getByRole('link', { name: 'Talk to eNotary' }).click();
  await expect(coOwner).toHaveURL('/account/heloc/heloc-signer/notary');
  // The notary pages load afresh (they may use the camera): a full page load.
  await expect(coOwner.getByRole('heading', { level: 1, name: 'Talk to eNotary' })).toBeVisible({ timeout: 30_000 });
  await expect(coOwner.getByTestId('device-preview').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  await expectAccessible(coOwner);
  await coOwner.getByRole('button', { name: /^(Join your session|Meet a notary now)$/ }).click();
  await expect(coOwner).toHaveURL('/account/heloc/heloc-signer/notary/session', { timeout: 15_000 });

  // The notary follows the co-owner now: both see each other's video.
  await expect(notary.getByRole('list', { name: 'Signers in this session' })).toContainText('Jordan Rivera', { timeout: 15_000 });
  await expect(coOwner.getByTestId('remote-video').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  await expect.poll(() => bytesReceived(coOwner), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(notary.getByTestId('remote-video').locator('video')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  await expectAccessible(coOwner);
  await coOwner.getByRole('button', { name: 'Start the questions' }).click();
  await answerQuestions(coOwner, true);
  await expect(coOwner.getByRole('heading', { name: 'Your deed' })).toBeVisible();
  await coOwner.getByLabel('Type your full name to sign').fill('Jordan Rivera');
  await coOwner.getByRole('button', { name: 'Sign the deed' }).click();
  await expect(coOwner.getByText(/You signed the deed/)).toBeVisible();
  await expect(notary.getByRole('list', { name: 'Signers in this session' })).toContainText('Jordan Rivera: signed');
  await expectAccessible(notary);

  await notary.getByRole('button', { name: 'Seal and complete' }).click();
  await expect(notary.getByText('The deed is notarized and sealed. The journal entry is written.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 15_000 }).toBe('DISBURSEMENT_ACCOUNT');

  // The co-owner is back on their steps, both done.
  await expect(coOwner).toHaveURL('/account/heloc/heloc-signer/intro', { timeout: 15_000 });
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Done');
  await expect(coOwner.getByText('You are all done.')).toBeVisible();
  await expectAccessible(coOwner);

  // The primary's page: every step of the co-owner done.
  card = await ownerCard(primary, uuid, 'Jordan Rivera');
  const progress = card.getByRole('list', { name: "Jordan Rivera's progress" });
  for (const step of ['Invited', 'Account created', 'Identity verified', 'Signed', 'Notarized']) await expect(progress).toContainText(`${step}: done`);
  await expectAccessible(primary);

  await coOwnerContext.close();
  await notaryContext.close();
  await primaryContext.close();
});
