// The agents' console at /ops (issue 17 item 4, decision 034): login on the agent path, the queue with its
// filters and paging, an application's page, axe and a keyboard walk.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, getAs, logInAsAdminAgent } from '../fixtures/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/admin.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

/** A last name of letters only, unique to this run. */
const uniqueLastName = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(26)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/**
 * The queue's age band an application created now falls in, and one it does not. Ages count on the sandbox
 * clock, which other specs on the same server move days ahead, so the band is read from the clock's offset.
 */
const ageBandsNow = async (request: APIRequestContext) => {
  const adminJwt = await logInAsAdminAgent(request);
  const { offsetMinutes } = (await (await getAs(request, adminJwt, '/service-ops/agent/api/v1/clock')).json()) as { offsetMinutes: number };
  const days = offsetMinutes / (24 * 60);
  const inBand = days < 1 ? 'day' : days < 7 ? 'week' : 'older';
  return { inBand, outBand: inBand === 'older' ? 'day' : 'older' };
};

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
  const { inBand, outBand } = await ageBandsNow(request);

  await logInToConsole(page);
  await expect(page).toHaveURL(/\/ops\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page).toHaveTitle(/^Applications/);
  await expectAccessible(page);

  const search = page.getByRole('search', { name: 'Applications' });
  await search.getByLabel('Search').fill(lastName);
  await search.getByLabel('Brand').selectOption('LINTEL');
  await search.getByLabel('Age').selectOption(inBand);
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));

  // An age band it is not in, then a status it is not in: nothing.
  await search.getByLabel('Age').selectOption(outBand);
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

test("an application's page: masked facts revealed with a reason into the audit trail, a condition created and resolved, a status move", async ({
  page,
  request,
  applicant,
}) => {
  const lastName = uniqueLastName('Detail');
  const application = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ lastName }) });
  await logInToConsole(page, `/ops/applications/${application.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/ops/applications/${application.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(lastName) })).toBeVisible();

  const facts = page.getByRole('region', { name: 'Applicant' });
  await expect(facts.getByText('$•••')).toBeVisible();
  await facts.getByRole('button', { name: 'Reveal personal data' }).click();
  await expect(facts.getByText('Required')).toBeVisible();
  await facts.getByLabel('Reason to see personal data').fill('Applicant asked to confirm the income on file');
  await facts.getByRole('button', { name: 'Reveal personal data' }).click();
  await expect(facts.getByText(/this reveal is in the audit trail/)).toBeVisible();
  await expect(facts.getByText('$•••')).toHaveCount(0);
  const audit = page.getByRole('region', { name: 'Audit trail' });
  await expect(audit.getByText('Reason: Applicant asked to confirm the income on file')).toBeVisible();
  await expect(audit.getByText('Personal data revealed')).toBeVisible();
  await expectAccessible(page);

  const conditions = page.getByRole('region', { name: 'Conditions' });
  await conditions.getByLabel('Condition').selectOption('MISSING_PHONE_NUMBER');
  await conditions.getByLabel('Comment to the borrower (optional)').fill('Please add a mobile number.');
  await conditions.getByRole('button', { name: 'Create condition' }).click();
  // The new condition lists its comment; the form empties once the list has it (for a moment both hold the text).
  await expect(conditions.getByRole('paragraph').filter({ hasText: 'Please add a mobile number.' })).toBeVisible();
  await expect(conditions.getByLabel('Comment to the borrower (optional)')).toHaveValue('');
  // The condition's email (sent by a job) shows among the applicant's messages.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Messages to the applicant' }).getByText(/We need something from you/).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await conditions.getByRole('button', { name: 'Resolve Missing phone number' }).click();
  await expect(conditions.getByText(/^Resolved /)).toBeVisible();

  const move = page.getByRole('region', { name: 'Move status' });
  await move.getByRole('button', { name: 'Move status' }).click();
  await expect(move.getByText('Required')).toHaveCount(2);
  const current = await page.getByRole('region', { name: 'Move status' }).getByLabel('New status').locator('option').nth(1).getAttribute('value');
  expect(current).toBeTruthy();
  await move.getByLabel('New status').selectOption(current!);
  await move.getByLabel('Reason').fill('Moved by the console test');
  await move.getByRole('button', { name: 'Move status' }).click();
  await expect(audit.getByText('Reason: Moved by the console test')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '../docs/screenshots/ops/application-page.png', fullPage: true }).catch(() => undefined);
});

test('flags, banners and the sandbox clock pages: axe-clean, an admin switches a banner and moves the clock', async ({ page }) => {
  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Feature flags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'fe-webchat' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New banner' });
  await form.getByRole('button', { name: 'Publish banner' }).click();
  await expect(form.getByText('A banner needs a message')).toBeVisible();
  const text = `Console test banner ${Date.now()}`;
  await form.getByLabel('Message').fill(text);
  // An application name no page uses: the banner never shows to applicants of this shared server.
  await form.getByLabel('Applications').fill('ops-console-test');
  await form.getByRole('button', { name: 'Publish banner' }).click();
  const published = page.getByRole('region', { name: 'Published banners' }).getByRole('listitem').filter({ hasText: text });
  await expect(published.getByText('Active')).toBeVisible();
  await published.getByRole('button', { name: /Switch off/ }).click();
  await expect(published.getByText('Off')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sandbox clock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox clock' })).toBeVisible();
  await expect(page.getByText('Simulated now')).toBeVisible();
  await page.getByLabel('Minutes to move forward').fill('0');
  await page.getByRole('button', { name: 'Advance the clock' }).click();
  await expect(page.getByText('Enter whole minutes from 1 to 525600')).toBeVisible();
  await page.getByLabel('Minutes to move forward').fill('1');
  await page.getByRole('button', { name: 'Advance the clock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The clock moved forward.' })).toBeVisible();
  await expectAccessible(page);
});
