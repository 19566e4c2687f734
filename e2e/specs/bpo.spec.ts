// The broker-price-opinion path of a "3 Noavm" applicant (spec 04 section 4): no automated valuation, the
// applicant's estimate and condition on bpo/estimate-value, the order with its $180 fee on bpo/order-bpo, the
// hold while the broker's opinion is out, then offers once it is back (two simulated days later).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, ORG } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

const statusOf = async (request: APIRequestContext, jwt: string, uuid: string) =>
  (await (
    await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, {
      headers: { 'x-org': ORG, authorization: `Bearer ${jwt}` },
    })
  ).json()) as { applicationStatus: string; status: { bpo: string | null } };

/** The app reads its bearer token from localStorage ("jwt"); set on a page of the same origin. */
const signIn = async (page: Page, jwt: string) => {
  await page.goto('/healthz');
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);
};

test('a 3 Noavm applicant estimates the value, orders the valuation and gets offers', async ({
  page,
  request,
  applicant,
}) => {
  // The queue checks processing valuations every 15 s: allow a few checks after the clock moves.
  test.setTimeout(120_000);
  const { uuid } = await createApplication(request, applicant.jwt, {
    state: 'CA',
    body: makeHappyPathApplicationRequest({ lastName: 'Valuation', street1: '3 Noavm Lane' }),
  });
  await expect
    .poll(async () => (await statusOf(request, applicant.jwt, uuid)).applicationStatus, { timeout: 30_000 })
    .toBe('NO_AVM_FOUND');

  await signIn(page, applicant.jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/bpo/estimate-value$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your home' })).toBeVisible();
  await expect(page.getByText('3 Noavm Lane', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your estimated home value')).toBeVisible();
  await expect(page.getByText('Please select the condition of your home')).toBeVisible();

  const value = page.getByLabel('Estimated home value');
  await value.fill('650000');
  await expect(value).toHaveValue('650,000');
  await page.getByRole('radio', { name: /^Good/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/bpo/order-bpo$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order your home valuation' })).toBeVisible();
  await expect(page.getByText('$180', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Order valuation' }).click();
  await expect(page.getByText('Please agree to the $180 valuation fee to order the valuation')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to pay the \$180 valuation fee/ }).check();
  await page.getByRole('button', { name: 'Order valuation' }).click();

  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/bpo/hold$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your home valuation is in progress' }),
  ).toBeVisible();
  expect(await statusOf(request, applicant.jwt, uuid)).toMatchObject({
    applicationStatus: 'NAV_BPO_PROCESSING',
    status: { bpo: 'BPO_PROCESSING' },
  });

  // The sandbox broker answers two days after the order on the simulated clock: wait for the order first.
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/service-application/api/v1/application/heloc/${uuid}/bpo`, {
              headers: { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` },
            })
          ).json()) as { orderedAt: string | null }
        ).orderedAt,
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const admin = await logInAsAdminAgent(request);
  const advanced = await request.post('/service-ops/agent/api/v1/clock/advance', {
    headers: { 'x-org': ORG, authorization: `Bearer ${admin}` },
    data: { minutes: 2 * 24 * 60 },
  });
  expect(advanced.ok(), await advanced.text()).toBe(true);
  await expect
    .poll(async () => statusOf(request, applicant.jwt, uuid), { timeout: 60_000, intervals: [1_000] })
    .toMatchObject({ applicationStatus: 'OFFER_SELECTION', status: { bpo: 'BPO_COMPLETE' } });

  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select`));
});

test('a 3 Noavm applicant in Texas gives the fair market value acknowledgement instead of ordering', async ({
  page,
  request,
  applicant,
}) => {
  const headers = { 'x-org': ORG, authorization: `Bearer ${applicant.jwt}` };
  const body = makeHappyPathApplicationRequest({ lastName: 'Texan', street1: '3 Noavm Trail' });
  const { uuid } = await createApplication(request, applicant.jwt, {
    state: 'TX',
    body: {
      ...body,
      propertyRequest: { ...body.propertyRequest, city: 'Austin', state: 'TX', zip: '78701' },
    },
  });
  await expect
    .poll(async () => (await statusOf(request, applicant.jwt, uuid)).applicationStatus, { timeout: 30_000 })
    .toBe('NO_AVM_FOUND');
  // The estimate screen is the other test's: give the estimate through the API.
  const estimated = await request.post(`/service-application/api/v1/application/heloc/${uuid}/bpo/estimate`, {
    headers,
    data: { estimatedValue: 480_000, propertyCondition: 'AVERAGE' },
  });
  expect(estimated.ok(), await estimated.text()).toBe(true);

  await signIn(page, applicant.jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/bpo/condition$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Texas fair market value acknowledgement' }),
  ).toBeVisible();
  await expect(page.getByText('Austin, TX 78701', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Acknowledge and continue' }).click();
  await expect(page.getByText('Please confirm the acknowledgement to continue')).toBeVisible();
  await page.getByRole('checkbox', { name: /fair market value set by the broker price opinion/ }).check();
  await page.getByRole('button', { name: 'Acknowledge and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/bpo/hold$`));
  expect(await statusOf(request, applicant.jwt, uuid)).toMatchObject({
    applicationStatus: 'NAV_BPO_PROCESSING',
    status: { bpo: 'BPO_PROCESSING' },
  });
});
