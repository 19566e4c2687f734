// Not a check: writes docs/screenshots/ (issue 10's "fresh screenshots of every registration step, the offer
// screen and the app summary, desktop and mobile"), what a person sees on arrival at 1 280 x 800 and
// 390 x 844. Skipped unless LINTEL_SCREENSHOTS=1, so the browser suite does not rewrite the docs:
//   npm run build && LINTEL_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/specs/screenshots.spec.ts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { registerData, seedRegisterData } from '../support/register-data.ts';
import { makeApplicantCredentials } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

/** Register data as the flow keeps it, so each step opens with the earlier ones answered. */
const REGISTER_DATA = registerData({
  propertyAddress: { street1: '1128 Charles St', street2: '', city: 'Baltimore', state: 'MD', zip: '21201', occupancyType: 'SECONDARY' },
});

const REGISTER_V2_STEPS = ['', 'home-address', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'set-password'];

const shoot = async (page: Page, name: string) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Fonts and the lender-contact card settle; nothing here is timed.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
};

const applicationAtOffers = async (request: APIRequestContext) => {
  const registered = await request.post('/identity-broker/customer/api/v3/register?organization=LINTEL', { data: makeApplicantCredentials() });
  const { jwt } = (await registered.json()) as { jwt: string };
  const headers = { 'x-org': 'LINTEL', authorization: `Bearer ${jwt}` };
  const created = await request.post('/service-application/api/v1/application/heloc/create-application?state=CA', {
    headers,
    data: makeHappyPathApplicationRequest({ lastName: 'Screens' }),
  });
  const { uuid } = (await created.json()) as { uuid: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers })).json()) as { applicationStatus: string })
          .applicationStatus,
      { timeout: 30_000 },
    )
    .toBe('OFFER_SELECTION');
  return { jwt, uuid };
};

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(viewport, () => {
    test.skip(process.env.LINTEL_SCREENSHOTS !== '1', 'writes docs/screenshots only when asked');
    test.use({ viewport: size });

    test(`registration steps, ${viewport}`, async ({ page }) => {
      await seedRegisterData(page, REGISTER_DATA);
      for (const step of REGISTER_V2_STEPS) {
        await page.goto(`/account/heloc/register-v2/${step}`);
        await shoot(page, `register-v2-${step || 'property-address'}-${viewport}`);
      }
      await page.goto('/account/heloc/register');
      await shoot(page, `register-check-your-rate-${viewport}`);
      await page.goto('/account/heloc/register/account-setup');
      await shoot(page, `register-account-setup-${viewport}`);
    });

    test(`offer screen and application summary, ${viewport}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const { jwt, uuid } = await applicationAtOffers(request);
      await page.addInitScript((token) => window.localStorage.setItem('jwt', token), jwt);
      await page.goto(`/account/heloc/${uuid}/product/select`);
      await expect(page.getByRole('navigation', { name: 'Application progress' })).toBeVisible();
      await shoot(page, `offer-select-${viewport}`);
      // Where the applicant moves the draw: the payment and APR in view beside it.
      await page.locator('.draw-slider__thumb').scrollIntoViewIfNeeded();
      await page.getByRole('slider', { name: 'Initial draw' }).focus();
      await page.keyboard.press('PageDown');
      await page.screenshot({ path: path.join(OUT, `offer-select-draw-${viewport}.png`) });
      await page.getByRole('button', { name: 'Continue' }).click();
      await shoot(page, `offer-confirm-${viewport}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/start\/contact$/);
      await page.getByRole('radio', { name: 'Married', exact: true }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/start\/hmda$/);
      await page.getByRole('group', { name: 'Ethnicity' }).getByRole('checkbox', { name: 'Not Hispanic or Latino' }).check();
      await page.getByRole('group', { name: 'Race' }).getByRole('checkbox', { name: 'Asian', exact: true }).check();
      await page.getByRole('group', { name: 'Sex' }).getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      const disclosures = page.getByRole('region', { name: /^HELOC disclosures/ });
      await expect(disclosures).toBeVisible({ timeout: 30_000 });
      await shoot(page, `app-summary-${viewport}`);
      await disclosures.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(OUT, `app-summary-disclosures-${viewport}.png`) });
      await page.locator('.pdf-viewer', { has: disclosures }).getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(OUT, `app-summary-disclosures-zoomed-${viewport}.png`) });
    });
  });
}
