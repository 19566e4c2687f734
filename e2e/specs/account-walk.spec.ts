// The applicant's first walk through the product: register (property, income and personal details, then
// the account), reach the application, see it on the dashboard, log out, log back in, log out.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { makeApplicantCredentials } from '../fixtures/api.ts';
import { expectBrandedShell, logOut } from '../support/pages.ts';

const fillPropertyIncomeAndName = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Property address' }).fill('100 Main Street');
  await page.keyboard.press('Escape');
  await page.getByLabel('City', { exact: true }).fill('Sacramento');
  await page.getByLabel('State', { exact: true }).fill('CA');
  await page.getByLabel('ZIP code', { exact: true }).fill('95814');
  await page.getByRole('radio', { name: /Primary residence/ }).check();
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByLabel('Employment type').selectOption({ label: 'Employed full-time' });
  await page.getByLabel('Annual pre-tax income ($)').fill('150000');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Date of birth').fill('01/15/1980');
};

const fillAccount = async (page: Page, account: { email: string; phoneNumber: string; password: string }, confirmation = account.password) => {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mobile phone').pressSequentially(account.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirmation);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /receive documents and notices electronically/ }).check();
};

test('an applicant registers, reaches the application, finds it on the dashboard, logs out and back in', async ({ page }) => {
  test.setTimeout(120_000);
  const applicant = makeApplicantCredentials();

  await test.step('the registration screen, in the brand shell', async () => {
    await page.goto('/account/heloc/register');
    await expectBrandedShell(page);
    await expect(page.getByRole('heading', { name: 'Check your rate in minutes' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('property, income and personal details', async () => {
    await fillPropertyIncomeAndName(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register\/account-setup$/);
    await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('create the account', async () => {
    await fillAccount(page, applicant);
    // The field shows the number formatted as the applicant types.
    await expect(page.getByLabel('Mobile phone')).toHaveValue(
      `(${applicant.phoneNumber.slice(0, 3)}) ${applicant.phoneNumber.slice(3, 6)}-${applicant.phoneNumber.slice(6)}`,
    );
    await page.getByRole('button', { name: 'Submit' }).click();
  });

  await test.step('the application opens at its next screen', async () => {
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/.+/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectBrandedShell(page);
    await expectAccessible(page);
  });

  await test.step('the dashboard lists the application', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const applications = page.getByRole('list', { name: 'Applications' });
    await expect(applications.getByRole('link')).toHaveCount(1);
    await expect(applications).toContainText('100 Main Street');
    await expectAccessible(page);
  });

  await test.step('log out to the login page', async () => {
    await logOut(page);
    await expectAccessible(page);
  });

  await test.step('log in again and land on the dashboard', async () => {
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('list', { name: 'Applications' })).toContainText('100 Main Street');
  });

  await test.step('log out again', async () => {
    await logOut(page);
  });
});

test('a new applicant with no application sees an empty dashboard', async ({ page, applicant }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You have no applications yet')).toBeVisible();
  await expectAccessible(page);
});

test('account setup refuses a confirmation that does not match the password', async ({ page }) => {
  await page.goto('/account/heloc/register');
  await fillPropertyIncomeAndName(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillAccount(page, makeApplicantCredentials(), 'Something-Else-9!x');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/register\/account-setup$/);
  await expectAccessible(page);
});
