// Issue 11 "Done when": one applicant, alone on the sandbox vendors, from INCOME_VERIFICATION to FINAL_OFFER in
// the browser: income/review, a bank link with user_good in the provider's own window, identity upload (generated
// images), liens with one payoff, the hard pull's consent, payoff/hold while the lender's payoff statement is
// awaited (the sandbox clock moves one business day on, as time would), FINAL_OFFER and on to signing/intro.
// Only the state before INCOME_VERIFICATION is set through the API. axe on every page.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { advanceClock, createApplication, logInAsAdminAgent, moveApplicationStatus, ORG, type TApplicant } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { goodIdPhoto } from '../support/id-images.ts';

const BASE = '/service-application/api/v1/application/heloc';
const DRAW = 50_000;

const headersOf = (applicant: TApplicant) => ({ 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` });
const statusOf = async (request: APIRequestContext, applicant: TApplicant, uuid: string) =>
  ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: headersOf(applicant) })).json()) as { applicationStatus: string })
    .applicationStatus;

/** Submitted, first offer chosen, then INCOME_VERIFICATION through the agent API (where the browser takes over). */
const applicationInIncomeVerification = async (request: APIRequestContext, applicant: TApplicant) => {
  const headers = headersOf(applicant);
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName: 'Pathway' }) });
  await expect.poll(() => statusOf(request, applicant, uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
  const offers = (await (await request.get(`${BASE}/${uuid}/offers`, { headers })).json()) as {
    offerSet: { offers: { type: string; term: number; originationFee: number }[] };
  };
  const offer = offers.offerSet.offers.find((o) => o.term === 10) ?? offers.offerSet.offers[0]!;
  const selected = await request.post(`${BASE}/${uuid}/offers/select`, {
    headers,
    data: { type: offer.type, term: offer.term, originationFeeRate: offer.originationFee, drawAmount: DRAW },
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  await moveApplicationStatus(request, await logInAsAdminAgent(request), { uuid, status: 'INCOME_VERIFICATION', force: true, reason: 'verification path e2e' });
  return uuid;
};

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const atScreen = (page: Page, uuid: string, screen: string, timeout = 20_000) =>
  expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${screen}$`), { timeout });

test('an applicant goes alone from INCOME_VERIFICATION to FINAL_OFFER on the sandbox vendors', async ({ page, request, applicant }) => {
  test.setTimeout(300_000);
  const uuid = await applicationInIncomeVerification(request, applicant);
  await page.addInitScript((token) => window.localStorage.setItem('jwt', token), applicant.jwt);

  // Income: the review page routes to the bank link; the provider's own window; back to identity.
  await page.goto(`/account/heloc/${uuid}`);
  await atScreen(page, uuid, 'income/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your income' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Link bank account' }).click();
  await atScreen(page, uuid, 'income/link/bank');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to link your bank' }).click();
  await expect(page).toHaveURL(/\/link-provider\/sandbox\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select your bank' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Search for your/).fill('Tartan');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Tartan Bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tartan Bank' })).toBeVisible();
  await page.getByLabel('Username').fill('user_good');
  await page.getByLabel('Password').fill('pass_good');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('checkbox', { name: /^I allow/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Share and continue' }).click();

  // Identity: a driver's license, front and back, checked in the browser, then by the sandbox analysis.
  await atScreen(page, uuid, 'identity');
  expect(await statusOf(request, applicant, uuid)).toBe('IDENTITY_VERIFICATION');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await page.getByRole('radio', { name: "US Driver's License" }).check();
  await page.getByLabel('Front of your ID').setInputFiles(png('license-front.png', goodIdPhoto()));
  await expect(page.getByText('license-front.png looks good.')).toBeVisible();
  await page.getByLabel('Back of your ID').setInputFiles(png('license-back.png', goodIdPhoto()));
  await expect(page.getByText('license-back.png looks good.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verify my ID' }).click();

  // Liens: one debt marked for payoff on top of the cash chosen (PRESERVE), then the hard pull's consent.
  await atScreen(page, uuid, 'liens');
  await expect(page.getByRole('heading', { level: 1, name: 'Review your debts' })).toBeVisible();
  const liens = (await (await request.get(`${BASE}/${uuid}/liens`, { headers: headersOf(applicant) })).json()) as {
    liabilities: { creditorName: string; accountType: string; monetaryBalance: number }[];
  };
  const debt = liens.liabilities.find((line) => line.accountType !== 'MORTGAGE')!;
  await page.getByRole('checkbox', { name: `Pay off ${debt.creditorName} with my line of credit` }).check();
  const withPayoff = (DRAW + debt.monetaryBalance).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(page.locator('.liens-summary dd').nth(2)).toHaveText(withPayoff);
  await page.getByRole('checkbox', { name: /I authorize a hard inquiry of my credit report/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The payoff statement is awaited (one business day); the sandbox clock moves on and the hard pull finishes.
  await atScreen(page, uuid, 'payoff/hold', 30_000);
  await expectAccessible(page);
  await advanceClock(request, await logInAsAdminAgent(request), 4 * 24 * 60);
  await expect.poll(() => statusOf(request, applicant, uuid), { timeout: 45_000 }).toBe('FINAL_OFFER');

  // FINAL_OFFER routes to signing/intro, where the electronic-records consent comes first.
  await page.goto(`/account/heloc/${uuid}`);
  await atScreen(page, uuid, 'signing/intro', 30_000);
  await expect(page.getByRole('heading', { name: 'Consent to use electronic records and signatures' })).toBeVisible();
  await expectAccessible(page);
  const application = (await (await request.get(`${BASE}/${uuid}`, { headers: headersOf(applicant) })).json()) as { uwCalculatedDrawAmount: number };
  expect(application.uwCalculatedDrawAmount).toBeCloseTo(DRAW + debt.monetaryBalance, 2);
});
