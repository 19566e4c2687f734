// /dashboard/settings (spec 01 section 2; spec 03 section 6: the shell shows no link to it): change password,
// the SMS consents (the transactional one behind fe-heloc-sms-transactional-consent) and log out everywhere.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { getAs, logIn } from '../fixtures/api.ts';
import { logInThroughPage, logOut } from '../support/pages.ts';

const NEW_PASSWORD = 'Copper-Harbor-58!';
const MARKETING = /recurring automated marketing text messages/;
const TRANSACTIONAL = /text messages from .* about my account and application/;

test('settings: text message choices, change password, no link in the shell', async ({ page, applicant }) => {
  await logInThroughPage(page, applicant);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/dashboard/settings');
  await expect(page).toHaveTitle(/Settings/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Both consents show the organisation's wording; the choice is kept on the server.
  const marketing = page.getByRole('checkbox', { name: MARKETING });
  const transactional = page.getByRole('checkbox', { name: TRANSACTIONAL });
  await expect(transactional).toBeVisible();
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await transactional.check();
  await page.getByRole('button', { name: 'Save text message choices' }).click();
  await expect(page.getByText('Your text message choices are saved.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('settings-desktop.png'), fullPage: true });
  await page.reload();
  await expect(marketing).toBeChecked();
  await expect(transactional).toBeChecked();

  // Change password: the rules, a wrong current password, then the change.
  await page.getByLabel('Current password', { exact: true }).fill('Not-My-Password-1!');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Must be at least 12 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill('Copper-Harbor-59!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Current password', { exact: true }).fill(applicant.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password has been changed. You have been logged out on your other devices.'),
  ).toBeVisible();
  // This device stays logged in on its fresh session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await logOut(page);
  await logInThroughPage(page, { email: applicant.email, password: NEW_PASSWORD });
});

test('with fe-heloc-sms-transactional-consent off only the marketing consent is offered', async ({
  page,
  applicant,
}) => {
  await page.addInitScript(() =>
    window.sessionStorage.setItem('fe-heloc-sms-transactional-consent', 'false'),
  );
  await logInThroughPage(page, applicant);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('checkbox', { name: MARKETING })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: TRANSACTIONAL })).toHaveCount(0);
});

test('log out everywhere ends the other sessions too', async ({ page, request, applicant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const elsewhere = await logIn(request, 'customer', applicant.email, applicant.password);
  expect((await getAs(request, elsewhere, '/identity/secure/api/v1_1/identity')).status()).toBe(200);
  await logInThroughPage(page, applicant);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('settings-mobile.png'), fullPage: true });
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth\/login(\?.*)?$/);
  expect((await getAs(request, elsewhere, '/identity/secure/api/v1_1/identity')).status()).toBe(401);
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/auth\/login/);
});
