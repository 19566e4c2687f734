// The applicant's first walk through the product: sign up, see the empty dashboard, log out, log back in.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { makeApplicantCredentials } from '../fixtures/api.ts';
import { expectBrandedShell, logOut } from '../support/pages.ts';

test('an applicant signs up, lands on an empty dashboard, logs out and logs back in', async ({ page }) => {
  const applicant = makeApplicantCredentials();

  await test.step('the sign-up screen, in the brand shell', async () => {
    await page.goto('/account/heloc/register');
    await expectBrandedShell(page);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('create the account', async () => {
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByLabel('Mobile phone').pressSequentially(applicant.phoneNumber);
    // The field shows the number formatted as the applicant types.
    await expect(page.getByLabel('Mobile phone')).toHaveValue(
      `(${applicant.phoneNumber.slice(0, 3)}) ${applicant.phoneNumber.slice(3, 6)}-${applicant.phoneNumber.slice(6)}`,
    );
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByLabel('Confirm password').fill(applicant.password);
    await page.getByRole('button', { name: 'Create account' }).click();
  });

  await test.step('the dashboard has no applications yet', async () => {
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('You have no applications yet')).toBeVisible();
    await expectBrandedShell(page);
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
    await expect(page.getByText('You have no applications yet')).toBeVisible();
  });

  await test.step('log out again', async () => {
    await logOut(page);
  });
});

test('sign-up refuses a confirmation that does not match the password', async ({ page }) => {
  const applicant = makeApplicantCredentials();
  await page.goto('/account/heloc/register');
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Mobile phone').fill(applicant.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByLabel('Confirm password').fill(`${applicant.password}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/register$/);
  await expectAccessible(page);
});
