// From the offer to the submitted application, under two brands whose pricing differs (the platform's and a
// credit union's): select (slider by keyboard and by typing), confirm, contact, HMDA, application summary with
// the Regulation Z gate, then the disclosures job moves the application to INCOME_VERIFICATION.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { makeApplicantCredentials } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

const BASE = '/service-application/api/v1/application/heloc';

type TBrandRun = {
  org: string;
  minimum: number;
  terms: string[];
  absentTerm: string;
  rateDiscountText: RegExp;
};
const BRANDS: TBrandRun[] = [
  {
    org: 'LINTEL',
    minimum: 15_000,
    terms: ['5 years', '10 years', '15 years', '30 years'],
    absentTerm: '',
    rateDiscountText: /with autopay\.$/,
  },
  {
    org: 'HARBOR_CU',
    minimum: 10_000,
    terms: ['5 years', '10 years', '15 years'],
    absentTerm: '30 years',
    rateDiscountText: /with your member discount\.$/,
  },
];

/** Registers an applicant of the brand and creates a happy-path application, both through the API. */
const prepareApplication = async (request: APIRequestContext, org: string) => {
  const credentials = makeApplicantCredentials();
  const registered = await request.post(`/identity-broker/customer/api/v3/register?organization=${org}`, {
    headers: { 'x-org': org },
    data: credentials,
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt } = (await registered.json()) as { jwt: string };
  const headers = { 'x-org': org, authorization: `Bearer ${jwt}` };
  const created = await request.post(`${BASE}/create-application?state=CA`, {
    headers,
    data: makeHappyPathApplicationRequest({ lastName: 'Offers' }),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers })
          ).json()) as { applicationStatus: string }
        ).applicationStatus,
      {
        timeout: 30_000,
      },
    )
    .toBe('OFFER_SELECTION');
  return { jwt, uuid, headers };
};

/** The app reads its bearer token from localStorage ("jwt"); set on the health check's page of the same origin. */
const signIn = async (page: Page, jwt: string) => {
  await page.goto('/healthz');
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);
};

const figure = (page: Page, name: string) =>
  page.locator('.offer-figures div', { has: page.getByText(name, { exact: true }) }).locator('dd');

for (const brand of BRANDS) {
  test.describe(brand.org, () => {
    // The config sends the main brand's org header on every browser request; this brand's pages send their own.
    test.use({ extraHTTPHeaders: { 'x-org': brand.org } });
    test(`${brand.org}: offer to submitted application`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const { jwt, uuid, headers } = await prepareApplication(request, brand.org);
      await signIn(page, jwt);

      await test.step('product/select shows this brand’s offers', async () => {
        await page.goto(`/account/heloc/${uuid}?org=${brand.org}`);
        await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select`));
        await expect(page.getByRole('heading', { name: 'Choose your offer' })).toBeVisible();
        for (const term of brand.terms)
          await expect(page.getByRole('radio', { name: term, exact: true })).toBeVisible();
        if (brand.absentTerm)
          await expect(page.getByRole('radio', { name: brand.absentTerm, exact: true })).toHaveCount(0);
        await expect(page.getByText(brand.rateDiscountText)).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Offer summary' })).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Property details' })).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('the draw moves by keyboard and by typing, and the payment follows', async () => {
        await page.getByRole('radio', { name: '10 years', exact: true }).check();
        const slider = page.getByRole('slider', { name: 'Initial draw' });
        await slider.focus();
        await page.keyboard.press('Home');
        await expect(slider).toHaveAttribute('aria-valuetext', `$${brand.minimum.toLocaleString('en-US')}`);
        await expect(figure(page, 'Initial draw')).toHaveText(`$${brand.minimum.toLocaleString('en-US')}.00`);
        const atMinimum = await figure(page, 'Monthly payment').textContent();
        await page.keyboard.press('ArrowRight');
        await expect(figure(page, 'Initial draw')).toHaveText(
          `$${(brand.minimum + 100).toLocaleString('en-US')}.00`,
        );
        const typed = page.getByRole('textbox', { name: 'Or type an amount' });
        await typed.fill('40000');
        await typed.press('Enter');
        await expect(figure(page, 'Initial draw')).toHaveText('$40,000.00');
        await expect(figure(page, 'Monthly payment')).not.toHaveText(atMinimum ?? '');
        await page.getByRole('button', { name: 'View payment schedule' }).click();
        await expect(page.getByRole('table', { name: /120 monthly payments over 10 years/ })).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
      });

      await test.step('confirm', async () => {
        await expect(page).toHaveURL(/\/product\/select\/confirm$/);
        await expect(page.getByRole('heading', { name: 'Confirm your offer' })).toBeVisible();
        await expect(figure(page, 'Initial draw')).toHaveText('$40,000.00');
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Continue' }).click();
      });

      await test.step('contact details', async () => {
        await expect(page).toHaveURL(/\/start\/contact$/);
        await expect(page.getByLabel('Email')).not.toHaveValue('');
        await page.getByRole('radio', { name: 'Married', exact: true }).check();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Continue' }).click();
      });

      await test.step('HMDA', async () => {
        await expect(page).toHaveURL(/\/start\/hmda$/);
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(
          page.getByText('Please select an ethnicity or that you do not wish to provide it'),
        ).toBeVisible();
        await page
          .getByRole('group', { name: 'Ethnicity' })
          .getByRole('checkbox', { name: 'Not Hispanic or Latino' })
          .check();
        await page
          .getByRole('group', { name: 'Race' })
          .getByRole('checkbox', { name: 'Asian', exact: true })
          .check();
        await page.getByRole('group', { name: 'Race' }).getByRole('checkbox', { name: 'Korean' }).check();
        await page
          .getByRole('group', { name: 'Sex' })
          .getByRole('checkbox', { name: 'I do not wish to provide this information' })
          .check();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Continue' }).click();
      });

      await test.step('application summary, disclosures, consent, submit', async () => {
        // HMDA -> GEN_SUMMARY_DISCLOSURE: the page waits for the summary job, then shows both PDFs.
        await expect(page).toHaveURL(/\/start\/app-summary$/);
        await expect(page.getByRole('region', { name: /^Application summary, \d+ pages?$/ })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByRole('link', { name: 'Download Application summary (PDF)' })).toBeVisible();
        const disclosures = page.getByRole('region', { name: /^HELOC disclosures, \d+ pages?$/ });
        await expect(disclosures).toBeVisible();
        expect((await disclosures.boundingBox())!.width).toBeLessThanOrEqual(700);
        const submit = page.getByRole('button', { name: 'Continue' });
        await expect(submit).toBeDisabled();
        await page.getByRole('checkbox', { name: /hard credit inquiry/ }).check();
        await page.getByRole('checkbox', { name: 'I have read the HELOC disclosures' }).check();
        await page.getByRole('checkbox', { name: 'I have received and read the CFPB booklet' }).check();
        // Regulation Z 1026.40: ticking the boxes without reading and opening is not enough.
        await expect(submit).toBeDisabled();
        await disclosures.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
        // The viewer's polite live region, next to the pages it reports on.
        await expect(
          page.locator('.pdf-viewer', { has: disclosures }).getByText('End of document reached'),
        ).toBeVisible();
        await expect(submit).toBeDisabled();
        // The booklet opens on the CFPB's site; the test does not go there.
        await page.context().route(/consumerfinance\.gov/, (route) => route.abort());
        const popup = page.waitForEvent('popup');
        await page.getByRole('link', { name: /Open the CFPB booklet/ }).click();
        await (await popup).close();
        await expectAccessible(page);
        await expect(submit).toBeEnabled();
        await submit.click();
      });

      await test.step('the disclosures job moves the application to INCOME_VERIFICATION', async () => {
        await expect
          .poll(
            async () =>
              (
                (await (
                  await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers })
                ).json()) as { applicationStatus: string }
              ).applicationStatus,
            {
              timeout: 30_000,
            },
          )
          .toBe('INCOME_VERIFICATION');
        const summary = await request.get(`${BASE}/${uuid}/documents/APPLICATION_SUMMARY`, { headers });
        expect(summary.headers()['content-type']).toBe('application/pdf');
        expect((await summary.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      });
    });
  });
}
