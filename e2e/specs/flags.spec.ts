// Spec 03 section 7's flags whose feature exists, each on and off in the browser (session-storage override,
// spec 03 section 7). The others have their own specs: maintenance (shell), figure-ny-modal on (registration),
// ny-fcra and sms-transactional-consent (registration-flags, settings), multi-page-product-select's
// experiment (experiments), additional-signer-conditions (the bell's unit test: no signer pages yet).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { createApplication } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { logInThroughPage } from '../support/pages.ts';

const withFlags = (page: Page, flags: Record<string, boolean>) =>
  page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.sessionStorage.setItem(key, String(value));
  }, flags);

test.describe('fe-heloc-redesign-2025', () => {
  test('on: register-v2 is the registration', async ({ page }) => {
    await withFlags(page, { 'fe-heloc-redesign-2025': true });
    await page.goto('/account/heloc/register-v2');
    await expect(page.getByLabel('Property address')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2(\?|$)/);
  });

  test('off: register-v2 sends the visitor to /register', async ({ page }) => {
    await withFlags(page, { 'fe-heloc-redesign-2025': false });
    await page.goto('/account/heloc/register-v2?utm_source=mail');
    await expect(page).toHaveURL(/\/account\/heloc\/register\?utm_source=mail$/);
  });
});

test('fe-heloc-figure-ny-modal off: a New York property on the main site goes on without the modal', async ({
  page,
}) => {
  await withFlags(page, { 'fe-heloc-figure-ny-modal': false });
  await page.goto('/account/heloc/register-v2');
  await page.getByLabel('Property address').fill('10 Hudson St');
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('ZIP code').fill('12207');
  await page.getByText('Primary residence', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sale status|for sale/i })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Please use our New York site' })).toHaveCount(0);
});

/** An application waiting in OFFER_SELECTION, for the select page. */
const offerApplication = async (request: APIRequestContext, jwt: string, street1: string) => {
  const { uuid } = await createApplication(request, jwt, {
    state: 'CA',
    body: makeHappyPathApplicationRequest({ street1 }),
  });
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, {
              headers: { 'x-org': 'LINTEL', authorization: `Bearer ${jwt}` },
            })
          ).json()) as { applicationStatus: string }
        ).applicationStatus,
      { timeout: 30_000 },
    )
    .toBe('OFFER_SELECTION');
  return uuid;
};

test.describe('fe-heloc-rate-buy-down and fe-heloc-multi-page-product-select on the offer', () => {
  test('both off: one page, no origination-fee choice', async ({ page, request, applicant }) => {
    await withFlags(page, { 'fe-heloc-rate-buy-down': false, 'fe-heloc-multi-page-product-select': false });
    const uuid = await offerApplication(request, applicant.jwt, '21 Flag Street');
    await logInThroughPage(page, applicant);
    await page.goto(`/account/heloc/${uuid}/product/select`);
    await expect(page.getByRole('slider', { name: 'Initial draw' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '10 years' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Origination fee' })).toHaveCount(0);
  });

  test('rate buy-down on: the origination-fee choice is offered', async ({ page, request, applicant }) => {
    await withFlags(page, { 'fe-heloc-rate-buy-down': true, 'fe-heloc-multi-page-product-select': false });
    const uuid = await offerApplication(request, applicant.jwt, '22 Flag Street');
    await logInThroughPage(page, applicant);
    await page.goto(`/account/heloc/${uuid}/product/select`);
    await expect(page.getByRole('group', { name: 'Origination fee' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Initial draw' })).toBeVisible();
  });

  test('multi-page on: the term, the fee and the draw on pages of their own', async ({
    page,
    request,
    applicant,
  }) => {
    await withFlags(page, { 'fe-heloc-rate-buy-down': true, 'fe-heloc-multi-page-product-select': true });
    const uuid = await offerApplication(request, applicant.jwt, '23 Flag Street');
    await logInThroughPage(page, applicant);
    await page.goto(`/account/heloc/${uuid}/product/select`);
    await page.getByRole('radio', { name: '30 years' }).click();
    await expect(page.getByRole('slider')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select\\?step=fee$`));
    await expect(page.getByRole('group', { name: 'Origination fee' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('slider', { name: 'Initial draw' })).toBeVisible();
  });
});
