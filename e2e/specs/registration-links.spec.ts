// Registration links that name a server record (decision 089): ?referral= (a loan officer's referral) and ?offerCode=
// (a prescreened direct-mail offer) prefill the form, and create-application carries referralId and offerCode.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { makeApplicantCredentials } from '../fixtures/api.ts';

const REFERRAL = '9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f61';
const CREATE_PATH = '/service-application/api/v1/application/heloc/create-application';
const NEXT_SCREEN = /\/account\/heloc\/[0-9a-f-]{36}(\/|$)/;

const cont = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** From the prefilled first step to the submit; checks the name the link gave; answers the create call's body. */
const walkToSubmit = async (page: Page, expectedName: { first: string; last: string }, contact?: { email: string; phone: string }) => {
  await page.getByText('Primary residence', { exact: true }).click();
  await cont(page);
  await heading(page, 'Sale status');
  await page.getByText('No', { exact: true }).click();
  await cont(page);
  await heading(page, 'What is your annual income?');
  await page.getByLabel('Employment type').selectOption('FULL_TIME');
  await page.getByLabel('Annual pre-tax income ($)').fill('120000');
  await cont(page);
  await heading(page, 'What is your legal name?');
  await expect(page.getByLabel('First name')).toHaveValue(expectedName.first);
  await expect(page.getByLabel('Last name')).toHaveValue(expectedName.last);
  await cont(page);
  await heading(page, 'What is your date of birth?');
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('01151980');
  await cont(page);
  await heading(page, 'How can we reach you?');
  const credentials = makeApplicantCredentials();
  if (contact) {
    await expect(page.getByLabel('Email')).toHaveValue(contact.email);
    await expect(page.getByLabel('Mobile phone')).toHaveValue(contact.phone);
  } else {
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Mobile phone').pressSequentially(credentials.phoneNumber);
  }
  await cont(page);
  await heading(page, 'Create your password');
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(credentials.password);
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByLabel(/documents and notices electronically/).check();
  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(CREATE_PATH));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await created).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
  return body;
};

test('a referral link prefills name, suffix, address, phone and email, and the application carries its referralId', async ({
  page,
}) => {
  await page.goto(`/account/heloc/register-v2?referral=${REFERRAL}`);
  await heading(page, "Where is the property you'd like to borrow against?");
  await expect(page.getByLabel('Property address')).toHaveValue('1450 Larkspur Ln');
  await expect(page.getByLabel('City')).toHaveValue('Denver');
  await expect(page.getByLabel('ZIP code')).toHaveValue('80220');
  await expectAccessible(page);
  const body = await walkToSubmit(
    page,
    { first: 'Jordan', last: 'Ellison' },
    { email: 'jordan.ellison@example.com', phone: '(303) 555-0147' },
  );
  expect(body['referralId']).toBe(REFERRAL);
  expect(body['profileRequest']).toMatchObject({ name: { firstName: 'Jordan', middleName: 'Avery', lastName: 'Ellison', suffix: 'JR' } });
  expect(body).not.toHaveProperty('offerCode.code');
});

test('an unknown referral is dropped from the address and prefills nothing', async ({ page }) => {
  await page.goto('/account/heloc/register-v2?referral=00000000-0000-4000-8000-000000000000');
  await expect(page).not.toHaveURL(/referral=/);
  await heading(page, "Where is the property you'd like to borrow against?");
  await expect(page.getByLabel('Property address')).toHaveValue('');
});

test('a prescreened mailer link welcomes, prefills name and address, and sends the offer code', async ({ page }) => {
  await page.goto('/account/heloc/register-v2?offerCode=lntl-7q4k-2m9p&utm_medium=referral&utm_source=prescreendm');
  await expect(page.getByText('You have been prescreened for a home equity line of credit')).toBeVisible();
  await expect(page.getByLabel('Property address')).toHaveValue('412 Pearl St');
  await expect(page.getByLabel('City')).toHaveValue('Boulder');
  const body = await walkToSubmit(page, { first: 'Morgan', last: 'Castillo' });
  expect(body['offerCode']).toEqual({ code: 'LNTL-7Q4K-2M9P', inHomeDate: '2026-01-05', respondByDate: '2099-12-31' });
  expect(body['utmParameters']).toMatchObject({ medium: 'referral', source: 'prescreendm' });
});

test('an expired offer code says so, is dropped, and prefills nothing', async ({ page }) => {
  await page.goto('/account/heloc/register-v2?offerCode=LNTL-9C1V-5B7X');
  await expect(page.getByRole('status').filter({ hasText: 'expired on June 30, 2025' })).toBeVisible();
  await expect(page).not.toHaveURL(/offerCode=/);
  await expect(page.getByLabel('Property address')).toHaveValue('');
  await expectAccessible(page);
});

test('the prescreened welcome shows on the prerendered first step too, without upsetting its hydration', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/account/heloc/register-v2?utm_medium=referral&utm_source=prescreendm');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page.getByText('You have been prescreened for a home equity line of credit')).toBeVisible();
  await heading(page, "Where is the property you'd like to borrow against?");
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
