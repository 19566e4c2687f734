// The notification bell (spec 02 section 4): the unread dot, the latest three newest first, View All /
// View Less, the age labels under a fake clock, "No Notifications", the 60 s refetch and the read state
// kept per person on the server.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, createCondition, logInAsAdminAgent, resolveCondition } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { logInThroughPage } from '../support/pages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

test('the bell: dot, latest three, View All / View Less, age labels, refetch, read state', async ({ page, request, applicant }) => {
  const application = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ street1: '7 Bell Street' }) });
  const agentJwt = await logInAsAdminAgent(request);

  await page.clock.install({ time: new Date() });
  await logInThroughPage(page, applicant);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('No Notifications');
  await expect(panel.getByRole('button', { name: 'View All' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Four conditions, oldest first; the list is read again within 60 s without a reload.
  const categories = ['MISSING_PHONE_NUMBER', 'ID_VERIFICATION_FAILURE', 'GENERIC_DOCUMENT_REQUEST', 'BANK_ACCOUNT_FRAUD_REVIEW'];
  const conditions = [];
  for (const categoryEnum of categories) conditions.push(await createCondition(request, agentJwt, { uuid: application.uuid, categoryEnum }));
  await page.clock.fastForward('01:01');
  await expect(bell).toHaveAccessibleName('Notifications, 4 unread');
  await expect(page.getByTestId('notifications-dot')).toBeVisible();

  await bell.click();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(3);
  // Newest first: the bank statement, then the generic request, then the ID.
  await expect(items.nth(0)).toContainText('We are missing your bank statement. Please click below to upload.');
  await expect(items.nth(0).getByRole('link', { name: 'Upload Bank Statement' })).toBeVisible();
  await expect(items.nth(1)).toContainText('Please provide the requested documentation to help us proceed with your application.');
  await expect(items.nth(2).getByRole('link', { name: 'Verify ID' })).toHaveAttribute(
    'href',
    `/account/heloc/${application.uuid}/identity?conditionUuid=${conditions[1]!.uuid}&conditionType=IDENTITY_VERIFICATION&conditionEnum=ID_VERIFICATION_FAILURE`,
  );
  await expect(items.first().getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(items.first().locator('time')).toHaveText('1m');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('panel-desktop.png') });

  await panel.getByRole('button', { name: 'View All' }).click();
  await expect(items).toHaveCount(4);
  await expect(items.nth(3)).toContainText('We are missing your phone number. Please click below to enter.');
  await expect(items.nth(3).getByRole('link', { name: 'Enter Phone Number' })).toBeVisible();
  await panel.getByRole('button', { name: 'View Less' }).click();
  await expect(items).toHaveCount(3);

  // Closing the panel marks what it showed as read, on the server: the dot stays for the fourth one.
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // Age labels: minutes, hours, days, weeks, then a month-day date after four weeks.
  const ageOfNewest = panel.getByRole('listitem').first().locator('time');
  for (const [step, label] of [
    [5 * MINUTE, /^[56]m$/],
    [3 * HOUR, /^3h$/],
    [2 * DAY, /^2d$/],
    [14 * DAY, /^2w$/],
    [14 * DAY, /^[A-Z][a-z]{2} \d{1,2}$/],
  ] as const) {
    await page.clock.fastForward(step);
    await bell.click();
    await expect(ageOfNewest).toHaveText(label);
    await page.keyboard.press('Escape');
  }

  // The agent resolves everything: the dot goes and the panel is empty again.
  for (const condition of conditions) await resolveCondition(request, agentJwt, { uuid: application.uuid, conditionUuid: condition.uuid });
  await page.clock.fastForward('01:01');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);
});

test('on a phone the panel fits the screen', async ({ page, request, applicant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const application = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ street1: '8 Bell Street' }) });
  const agentJwt = await logInAsAdminAgent(request);
  for (const categoryEnum of ['HELOC_MANUAL_PAYSTUB_UPLOAD', 'REVIEW_TRUST_REQUIREMENTS']) {
    await createCondition(request, agentJwt, { uuid: application.uuid, categoryEnum, xtraData: { numDocsRequired: 1 } });
  }
  await logInThroughPage(page, applicant);
  await page.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('Please upload your most recent paystub.');
  await expect(panel.getByRole('link', { name: 'Upload Paystub' })).toBeVisible();
  const box = await page.locator('.notifications-popover').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('panel-mobile.png') });
});

test('anonymous visitors see no bell', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});
