// Forgot password (issue 10, decision 019): the email comes through the outbox; its link is read from the
// sandbox mailbox with the admin call, as a person would open it from their inbox.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { advanceClock, logInAsAdminAgent, ORG, waitForMail } from '../fixtures/api.ts';

const NEW_PASSWORD = 'Lantern-Quay-77!';

const logInWith = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

test('a reset link from the mailbox sets a new password; the old password and the used link are refused', async ({ page, request, applicant }) => {
  const admin = await logInAsAdminAgent(request);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeFocused();
  await expect(page).toHaveTitle('Forgot your password? | Lintel');
  await expect(page.getByLabel('Email')).toHaveValue(applicant.email);
  await expectAccessible(page);
  // Keyboard only: from the heading to the field, then Enter sends the form.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${applicant.email}`);
  await expectAccessible(page);

  const mail = await waitForMail(request, admin, applicant.email, 'Reset your password');
  const link = mail.links[0]!;
  expect(link).toContain(`/auth/reset-password?org=${ORG}#token=`);
  expect(mail.text).toContain(`Choose a new password: ${link}`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveTitle('Choose a new password | Lintel');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await expectAccessible(page);
  await page.getByLabel('Confirm new password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your password was changed' })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Log in' }).click();
  await logInWith(page, applicant.email, applicant.password);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await logInWith(page, applicant.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('an expired link is refused with a page of its own that offers a new one', async ({ page, request, applicant }) => {
  const admin = await logInAsAdminAgent(request);
  const asked = await request.post('/identity-broker/customer/api/v3/forgot-password', {
    headers: { 'x-org': ORG },
    data: { email: applicant.email },
  });
  expect(asked.status()).toBe(204);
  const mail = await waitForMail(request, admin, applicant.email, 'Reset your password');
  await advanceClock(request, admin, 31);

  await page.goto(mail.links[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeFocused();
  await expect(page).toHaveTitle('This link has expired | Lintel');
  await expect(page.getByText('links work for 30 minutes')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
});
