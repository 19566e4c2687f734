// The agents' console at /ops (issue 17 item 4, decision 034): login on the agent path, the queue with its
// filters and paging, an application's page, axe and a keyboard walk.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication } from '../fixtures/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/admin.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

/** A last name of letters only, unique to this run. */
const uniqueLastName = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(26)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;

export const logInToConsole = async (page: Page, path = '/ops') => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/ops\/login\?redirectUrl=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent log in' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
};

test('an agent logs in and finds an application in the queue by name, status, brand and age', async ({ page, request, applicant }) => {
  const lastName = uniqueLastName('Queue');
  const application = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName }) });

  await logInToConsole(page);
  await expect(page).toHaveURL(/\/ops\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page).toHaveTitle(/^Applications/);
  await expectAccessible(page);

  const search = page.getByRole('search', { name: 'Applications' });
  await search.getByLabel('Search').fill(lastName);
  await search.getByLabel('Brand').selectOption('LINTEL');
  await search.getByLabel('Age').selectOption('day');
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));

  // An age band it is not in, then a status it is not in: nothing.
  await search.getByLabel('Age').selectOption('older');
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No applications match.')).toBeVisible();
  await search.getByLabel('Age').selectOption('');
  await search.getByLabel('Status').selectOption('COMPLETE');
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No applications match.')).toBeVisible();
  await search.getByLabel('Status').selectOption('');
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/ops/applications/${application.uuid}$`));
});

test('the console is walkable by keyboard: skip link first, visible focus, navigation reachable', async ({ page }) => {
  await logInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  // The page's h1 holds focus on arrival; before the console's first link comes the skip link.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link').first().focus();
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  // Visible focus: the focused element draws an outline.
  expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  const reached: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? ''));
  }
  for (const name of ['Applications', 'Chat inbox', 'Feature flags', 'Banners', 'Log out']) expect(reached).toContain(name);
  // Skip link: Enter moves to the main content, the next Tab lands in the page's search form.
  await skip.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('search').getByLabel('Search')).toBeFocused();
  await page.getByRole('link', { name: 'Chat inbox' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ops\/chats/);
});
