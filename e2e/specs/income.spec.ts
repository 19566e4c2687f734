// Income verification (issue 11 items 1-5) on the sandbox link provider (spec 04 section 9.3): a bank link with
// user_good to IDENTITY_VERIFICATION (after a wrong password's error), user_low to REVISED_OFFER_SELECTION and on,
// user_employer through employment verification after the simulated clock moves, and paystubs with an
// unreadable file, its condition and the re-upload. Each screen is checked with axe; with LINTEL_SCREENSHOTS=1
// each is also photographed at 1 280 x 800 and 390 x 844 into docs/screenshots/.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { checkPage } from '../support/check-page.ts';
import { advanceClock, createApplication, logInAsAdminAgent, moveApplicationStatus, ORG } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';


/** Checks the page with axe, and photographs it at both sizes when screenshots are asked for. */
const check = (page: Page, name: string) => checkPage(page, `income-${name}`, { fullPage: false });

const headers = (jwt: string) => ({ 'x-org': ORG, authorization: `Bearer ${jwt}` });
const statusOf = async (request: APIRequestContext, jwt: string, uuid: string) =>
  ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: headers(jwt) })).json()) as { applicationStatus: string })
    .applicationStatus;

/** An application that chose its first offer and was put into INCOME_VERIFICATION by an admin (spec 04 section 6). */
const applicationInIncomeVerification = async (request: APIRequestContext, jwt: string): Promise<string> => {
  const { uuid } = await createApplication(request, jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName: 'Earner' }) });
  await expect.poll(() => statusOf(request, jwt, uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
  const offers = (await (await request.get(`/service-application/api/v1/application/heloc/${uuid}/offers`, { headers: headers(jwt) })).json()) as {
    offerSet: { offers: Array<{ type: string; term: number; originationFee: number; maxDraw: number }> };
  };
  const offer = offers.offerSet.offers.find((o) => o.term === 10 && o.originationFee === 0.0299)!;
  const selected = await request.post(`/service-application/api/v1/application/heloc/${uuid}/offers/select`, {
    headers: headers(jwt),
    data: { type: offer.type, term: 10, originationFeeRate: 0.0299, drawAmount: 50_000 },
  });
  expect(selected.status()).toBe(200);
  await moveApplicationStatus(request, await logInAsAdminAgent(request), { uuid, status: 'INCOME_VERIFICATION', force: true });
  return uuid;
};

const signIn = async (page: Page, jwt: string) => {
  await page.goto('/healthz');
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);
};

/** Through the provider's own window: search, choose, sign in (optionally wrong first), consent. */
const linkInWindow = async (page: Page, options: { institution: string; username: string; wrongPasswordFirst?: boolean; photograph?: boolean }) => {
  await expect(page).toHaveURL(/\/link-provider\/sandbox\?token=/);
  await page.getByLabel(/^Search for your/).fill(options.institution.split(' ')[0]!);
  await page.getByRole('button', { name: 'Search' }).click();
  if (options.photograph) await check(page, 'window-search');
  await page.getByRole('link', { name: options.institution }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${options.institution}` })).toBeVisible();
  if (options.wrongPasswordFirst) {
    await page.getByLabel('Username').fill(options.username);
    await page.getByLabel('Password').fill('not_the_password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The username or password you entered is incorrect.');
    if (options.photograph) await check(page, 'window-wrong-password');
  }
  await page.getByLabel('Username').fill(options.username);
  await page.getByLabel('Password').fill('pass_good');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Share and continue' }).click();
  await expect(page.getByText('Please agree to share this information to continue')).toBeVisible();
  if (options.photograph) await check(page, 'window-consent');
  await page.getByRole('checkbox', { name: /^I allow/ }).check();
  await page.getByRole('button', { name: 'Share and continue' }).click();
};

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% paystub ${name}\ntrailer <</Root 1 0 R>>\n%%EOF\n`),
});

test.describe('income verification', () => {
  test('a bank link with user_good, after a wrong password, verifies the income and moves on to identity', async ({ page, request, applicant }) => {
    test.setTimeout(120_000);
    const uuid = await applicationInIncomeVerification(request, applicant.jwt);
    await signIn(page, applicant.jwt);
    await page.goto(`/account/heloc/${uuid}`);
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/income/review$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your income' })).toBeVisible();
    await expect(page.getByText('You told us you earn $150,000 a year.')).toBeVisible();
    for (const title of ['Link your bank account', 'Link your payroll account', 'Upload your paystubs'])
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await check(page, 'review');

    await page.getByRole('link', { name: 'Link bank account' }).click();
    await expect(page).toHaveURL(new RegExp(`/income/link/bank$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Link your bank account' })).toBeVisible();
    await check(page, 'link');
    await page.getByRole('button', { name: 'Continue to link your bank' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Select your bank' })).toBeVisible();
    await linkInWindow(page, { institution: 'Tartan Bank', username: 'user_good', wrongPasswordFirst: true, photograph: true });

    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/identity$`), { timeout: 20_000 });
    expect(await statusOf(request, applicant.jwt, uuid)).toBe('IDENTITY_VERIFICATION');
    // The review is a passed step now (the app sends it on to identity); its facts, through the API.
    const review = (await (await request.get(`/service-income/api/v1/applications/${uuid}/income`, { headers: headers(applicant.jwt) })).json()) as {
      sources: Array<{ source: string; state: string; institutionName: string; accountMask: string }>;
    };
    expect(review.sources).toEqual([expect.objectContaining({ source: 'PLAID_TRANSACTIONS', state: 'VERIFIED', institutionName: 'Tartan Bank', accountMask: expect.stringMatching(/^\d{4}$/) })]);
  });

  test('user_low: income verified at half, offers priced again, the choice moves on', async ({ page, request, applicant }) => {
    test.setTimeout(120_000);
    const uuid = await applicationInIncomeVerification(request, applicant.jwt);
    await signIn(page, applicant.jwt);
    await page.goto(`/account/heloc/${uuid}/income/link/bank`);
    await page.getByRole('button', { name: 'Continue to link your bank' }).click();
    await linkInWindow(page, { institution: 'First Platypus Bank', username: 'user_low' });
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Your offer has changed' })).toBeVisible();
    await expect(
      page.getByText('We verified your income at $75,000 a year, lower than the $150,000 you told us, so your offers were priced again on the verified income.'),
    ).toBeVisible();
    await check(page, 'revised-offer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/product\/select\/confirm$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/identity$`), { timeout: 20_000 });
    expect(await statusOf(request, applicant.jwt, uuid)).toBe('IDENTITY_VERIFICATION');
  });

  test('user_employer: employment verification, verified after one business day of simulated time', async ({ page, request, applicant }) => {
    test.setTimeout(120_000);
    const uuid = await applicationInIncomeVerification(request, applicant.jwt);
    await signIn(page, applicant.jwt);
    await page.goto(`/account/heloc/${uuid}/income/link/payroll`);
    await page.getByRole('button', { name: 'Continue to link your payroll provider' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Select your payroll provider' })).toBeVisible();
    await linkInWindow(page, { institution: 'Northwind Payroll', username: 'user_employer' });
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/income/employer-verification$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your employment' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify my employment' }).click();
    await expect(page.getByText('Please enter your employer’s name')).toBeVisible();
    await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await check(page, 'employer');
    await page.getByLabel('Employer name').fill('Globex Corporation');
    await page.getByLabel('Contact name').fill('Hank Scorpio');
    await page.getByLabel('Contact phone number').fill('4155550134');
    await expect(page.getByLabel('Contact phone number')).toHaveValue('(415) 555-0134');
    await page.getByRole('button', { name: 'Verify my employment' }).click();
    await expect(page.getByText(/We asked Globex Corporation to confirm your employment/)).toBeVisible();
    await check(page, 'employer-waiting');

    await advanceClock(request, await logInAsAdminAgent(request), 4 * 24 * 60);
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/identity$`), { timeout: 45_000 });
    expect(await statusOf(request, applicant.jwt, uuid)).toBe('IDENTITY_VERIFICATION');
  });

  test('paystubs: an unreadable file asks again through a condition; the re-upload verifies', async ({ page, request, applicant }) => {
    test.setTimeout(120_000);
    const uuid = await applicationInIncomeVerification(request, applicant.jwt);
    await signIn(page, applicant.jwt);
    await page.goto(`/account/heloc/${uuid}/income/review`);
    await page.getByRole('link', { name: 'Upload paystubs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload your paystubs' })).toBeVisible();
    await expect(page.getByText('Please upload your three most recent paystubs.')).toBeVisible();
    const picker = page.getByLabel('Choose paystub files');
    await picker.setInputFiles([pdf('october.pdf'), pdf('november-unreadable.pdf'), pdf('extra.pdf'), pdf('september.pdf')]);
    await page.getByRole('button', { name: 'Remove extra.pdf' }).click();
    await expect(page.getByRole('list', { name: 'Paystubs to upload' }).getByRole('listitem')).toHaveCount(3);
    await check(page, 'upload');
    await page.getByRole('button', { name: 'Upload paystubs' }).click();

    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/income/review$`), { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Please upload your most recent paystub.' })).toBeVisible();
    await expect(page.getByText('We could not read november-unreadable.pdf.')).toBeVisible();
    await check(page, 'review-condition');
    await page.getByRole('link', { name: 'Upload paystubs' }).first().click();
    await expect(page.getByText('Please upload your most recent paystub.')).toBeVisible();
    await page.getByLabel('Choose paystub files').setInputFiles([pdf('november-rescanned.pdf')]);
    await page.getByRole('button', { name: 'Upload paystub', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/identity$`), { timeout: 20_000 });
    expect(await statusOf(request, applicant.jwt, uuid)).toBe('IDENTITY_VERIFICATION');
  });

  test('leaving the provider’s window without linking says so and leads back; nothing changes', async ({ page, request, applicant }) => {
    const uuid = await applicationInIncomeVerification(request, applicant.jwt);
    await signIn(page, applicant.jwt);
    await page.goto(`/account/heloc/${uuid}/income/link/bank`);
    await page.getByRole('button', { name: 'Continue to link your bank' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Select your bank' })).toBeVisible();
    await page.getByRole('link', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/plaid-oauth-success\?error=USER_EXIT/);
    await expect(page.getByRole('heading', { level: 1, name: 'Linking your bank account' })).toBeVisible();
    await expect(page.getByText('You left the secure window before linking an account. Nothing was shared.')).toBeVisible();
    await check(page, 'return-exit');
    await page.getByRole('link', { name: 'Back to verifying your income' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/income/review$`));
    expect(await statusOf(request, applicant.jwt, uuid)).toBe('INCOME_VERIFICATION');
  });
});
