// Logging in: wrong credentials, where the applicant lands afterwards, and what an anonymous visitor sees.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import type { Page } from '@playwright/test';

const fillLogin = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

test('a wrong password shows an error and stays on the login page', async ({ page, applicant }) => {
  await page.goto('/auth/login');
  await expectAccessible(page);
  await fillLogin(page, applicant.email, `${applicant.password}-wrong`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectAccessible(page);
});

test('redirectUrl=/dashboard leads to the dashboard after login', async ({ page, applicant }) => {
  await page.goto('/auth/login?redirectUrl=/dashboard');
  await fillLogin(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You have no applications yet')).toBeVisible();
});

test('a redirectUrl to another site is ignored: login leads to the dashboard', async ({ page, applicant }) => {
  await page.goto('/auth/login?redirectUrl=//evil.example');
  await fillLogin(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
});

test('an anonymous visit to the dashboard goes to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login(\?redirectUrl=%2Fdashboard)?$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
});
