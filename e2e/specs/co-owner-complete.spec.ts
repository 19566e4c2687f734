// An additional owner's own right to cancel (issues 14 and 15, decision 041): once the loan is in its rescission
// period, the co-owner's heloc-signer/complete page shows every owner's countdown with theirs marked "(you)",
// the expected funding date and what happens next; the co-owner cancels within their own period, by keyboard,
// and lands on the cancelled page while the application is CANCELLED with their reason. axe on every page.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { checkPage } from '../support/check-page.ts';
import { createApplication, logInAsAdminAgent, moveApplicationStatus, ORG, waitForMail } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

const APP = '/service-application/api/v1/application/heloc';
const SIGNER_PASSWORD = 'Cedar-Lane-73!';

const check = (page: Page, name: string) => checkPage(page, `bank/${name}`);

const statusOf = async (request: APIRequestContext, jwt: string, uuid: string) =>
  ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { 'x-org': ORG, authorization: `Bearer ${jwt}` } })).json()) as {
    applicationStatus: string;
  }).applicationStatus;

test('a co-owner sees their own countdown among every owner’s and cancels within it', async ({ page, request, applicant }) => {
  test.setTimeout(180_000);
  const auth = { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` };
  const admin = await logInAsAdminAgent(request);
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName: 'Rivera' }) });
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
  const offers = (await (await request.get(`${APP}/${uuid}/offers`, { headers: auth })).json()) as {
    offerSet: { offers: Array<{ type: string; term: number; originationFee: number; minDraw: number }> };
  };
  const offer = offers.offerSet.offers[0]!;
  const selected = await request.post(`${APP}/${uuid}/offers/select`, {
    headers: auth,
    data: { type: offer.type, term: offer.term, originationFeeRate: offer.originationFee, drawAmount: Math.max(50_000, Math.ceil(offer.minDraw)) },
  });
  expect(selected.status(), await selected.text()).toBe(200);
  await moveApplicationStatus(request, admin, { uuid, status: 'CO_DEED_REQ', force: true, reason: 'co-owner complete e2e' });

  // The co-owner is invited and creates an account from the mailbox link (through the API: the browser part of
  // that is signers.spec.ts).
  const signerEmail = `co-owner-${Date.now().toString(36)}@example.com`;
  const invited = await request.post(`${APP}/${uuid}/co-deed/signers`, {
    headers: auth,
    data: { firstName: 'Jordan', lastName: 'Rivera', email: signerEmail, phoneNumber: '(303) 555-0142' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(request, admin, signerEmail, 'Avery R. invited you to sign for a home equity line of credit');
  const token = new URLSearchParams(new URL(mail.links.find((l) => l.includes('/heloc-signer/login'))!).hash.slice(1)).get('token')!;
  const accepted = await request.post(`${APP}/co-deed/invitation/accept`, { headers: { 'x-org': ORG }, data: { token, mode: 'REGISTER', password: SIGNER_PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const signerJwt = ((await accepted.json()) as { jwt: string }).jwt;

  await moveApplicationStatus(request, admin, { uuid, status: 'AUTOPAY_ACCOUNT', force: true, reason: 'co-owner complete e2e' });
  const manual = await request.put(`/service-bank/api/v1/applications/${uuid}/bank/autopay`, { headers: auth, data: { paymentMethod: 'MANUAL' } });
  expect(manual.status(), await manual.text()).toBe(200);
  await expect.poll(() => statusOf(request, applicant.jwt, uuid), { timeout: 60_000 }).toBe('RESCISSION');

  await page.goto('/healthz');
  await page.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), signerJwt);
  await page.goto('/account/heloc/heloc-signer/complete');
  await expect(page).toHaveTitle(/^Your right to cancel/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your right to cancel' })).toBeVisible({ timeout: 20_000 });
  const owners = page.locator('.complete-owner');
  await expect(owners).toHaveCount(2);
  await expect(owners.filter({ hasText: 'Jordan Rivera (you)' })).toContainText(/Can cancel until \w+day, \w+ \d+, \d{4}/);
  await expect(owners.filter({ hasNotText: '(you)' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your steps' })).toBeVisible();
  await check(page, 'co-owner-complete');

  // By keyboard: the dialog asks for a reason first, then cancels.
  await page.getByRole('button', { name: 'Cancel my loan' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your loan?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, cancel my loan' }).click();
  await expect(dialog.getByText('Please tell us why you want to cancel')).toBeVisible();
  await dialog.getByRole('radio', { name: 'The terms are not what I expected' }).check();
  await dialog.getByRole('button', { name: 'Yes, cancel my loan' }).click();
  await expect(page).toHaveURL('/account/heloc/heloc-signer/cancelled');
  await expect(page.getByRole('heading', { level: 1, name: 'This signing is no longer open' })).toBeVisible();
  await expectAccessible(page);

  await expect.poll(() => statusOf(request, applicant.jwt, uuid)).toBe('CANCELLED');
  const state = (await (await request.get(`/service-funding/api/v1/applications/${uuid}/funding`, { headers: auth })).json()) as { cancelled: { reason: string } | null };
  expect(state.cancelled?.reason).toBe('The terms are not what I expected');
});
