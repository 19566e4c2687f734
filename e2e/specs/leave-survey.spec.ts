// The leave-survey (spec 03 sections 2, 4 and 9): logout from product/select asks first; logout proceeds
// 750 ms after the survey is submitted or closed (checked on a fake clock); elsewhere logout is immediate.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, getAs } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { logInThroughPage } from '../support/pages.ts';

const offeredApplication = async (request: Parameters<typeof createApplication>[0], jwt: string, street1: string) => {
  const { uuid } = await createApplication(request, jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ street1 }) });
  await expect
    .poll(async () => ((await (await getAs(request, jwt, `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`)).json()) as { applicationStatus: string }).applicationStatus, {
      timeout: 30_000,
    })
    .toBe('OFFER_SELECTION');
  return uuid;
};

test('submitting the survey logs out 750 ms later', async ({ page, request, applicant }) => {
  const uuid = await offeredApplication(request, applicant.jwt, '11 Survey Road');
  await page.clock.install();
  await logInThroughPage(page, applicant);
  await page.goto(`/account/heloc/${uuid}/product/select`);
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const survey = page.getByRole('dialog', { name: 'Before you go' });
  await expect(survey).toBeVisible();
  await survey.getByRole('button', { name: 'Send and log out' }).click();
  await expect(survey.getByText('Required')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('leave-survey-desktop.png') });

  await survey.getByRole('radio', { name: 'I need more time to decide' }).check();
  await survey.getByLabel('Anything else you would like to tell us? (optional)').fill('Talking it over with my family.');
  // Stop the page's clock just before the answer, so only runFor moves time (the machine may be slow).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await survey.getByRole('button', { name: 'Send and log out' }).click();
  await expect(survey.getByText('Thank you. Logging you out…')).toBeVisible();
  await page.clock.runFor(700);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await page.clock.runFor(60);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('closing the survey also logs out 750 ms later; logout elsewhere does not ask', async ({ page, request, applicant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const uuid = await offeredApplication(request, applicant.jwt, '12 Survey Road');
  await page.clock.install();
  await logInThroughPage(page, applicant);

  // The dashboard is not one of the four pages: logout is immediate.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('dialog', { name: 'Before you go' })).toHaveCount(0);

  await logInThroughPage(page, applicant);
  await page.goto(`/account/heloc/${uuid}/product/select`);
  await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const survey = page.getByRole('dialog', { name: 'Before you go' });
  await expect(survey).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('leave-survey-mobile.png') });
  // Stop the page's clock just before the answer, so only runFor moves time (the machine may be slow).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await survey.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(700);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await page.clock.runFor(60);
  await expect(page).toHaveURL(/\/auth\/login$/);
});
