// The applicant's own "Cancel application" (spec 04 section 3, decision 084): an application put in a status through
// the ops API, then cancelled in the UI from its page; CANCELLED routes to the dashboard (spec 01 section 4).
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, moveApplicationStatus } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

// The words of packages/domain's APPLICANT_CANCEL_TEXTS, as the applicant reads them.
const TEXTS = {
  action: 'Cancel application',
  title: 'Cancel your application?',
  explanation: 'Cancelling stops your application for good',
  reasonLabel: 'Why are you cancelling? (optional)',
  confirm: 'Cancel application',
};

/** The app reads its bearer token from localStorage ("jwt"): set on the health check's page, same origin. */
const signIn = async (page: Page, jwt: string) => {
  await page.goto('/healthz');
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);
};

test('the applicant cancels its application from its page and lands on the dashboard with it cancelled', async ({
  page,
  request,
  applicant,
}) => {
  const { uuid } = await createApplication(request, applicant.jwt, {
    state: 'CA',
    body: makeHappyPathApplicationRequest({ street1: '7 Cancel Court' }),
  });
  const adminJwt = await logInAsAdminAgent(request);
  await moveApplicationStatus(request, adminJwt, {
    uuid,
    status: 'HMDA',
    force: true,
    reason: 'cancel test: set up',
  });

  await signIn(page, applicant.jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/hmda$`));

  // Keyboard: open with Enter, Escape closes, focus goes back to the action.
  const action = page.getByRole('button', { name: TEXTS.action });
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: TEXTS.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(action).toBeFocused();

  await action.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(TEXTS.explanation);
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`cancel-dialog-${width}.png`) });
  }

  await dialog.getByLabel(TEXTS.reasonLabel).fill('We decided to wait a year');
  await dialog.getByRole('button', { name: TEXTS.confirm }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const applications = page.getByRole('list', { name: 'Applications' });
  await expect(applications).toContainText('7 Cancel Court');
  await expect(applications).toContainText('Status: Cancelled');
  await expectAccessible(page);

  // The cancelled application's page no longer offers it (its routing goes to the dashboard).
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: TEXTS.action })).toHaveCount(0);
});
