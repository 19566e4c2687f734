// Small page-level checks shared by the specs: what every page of the shell shows, and logging out.
import { expect, type Page } from '@playwright/test';

/** The main brand's short name, shown in the header of every shell page. */
const MAIN_BRAND_NAME = 'Lintel';

export const expectBrandedShell = async (page: Page): Promise<void> => {
  await expect(page.getByRole('banner').getByRole('link', { name: MAIN_BRAND_NAME })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(MAIN_BRAND_NAME);
};

/** Logs out from the header and checks the product's default logout target, /auth/login. */
export const logOut = async (page: Page): Promise<void> => {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
};

/** Logs in through the login page as a person would, and waits for the dashboard. */
export const logInThroughPage = async (page: Page, credentials: { email: string; password: string }): Promise<void> => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};
