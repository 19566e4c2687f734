// Registration's flags of spec 01 section 9, each on and off: fe-heloc-sms-transactional-consent (the
// transactional SMS consent is asked) and fe-heloc-ny-fcra (the New York consumer-report notice).
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { registerData, seedRegisterData } from '../support/register-data.ts';

const SEEDED = registerData({
  propertyAddress: { street1: '10 Hudson St', street2: '', city: 'Albany', state: 'NY', zip: '12207', occupancyType: 'HOME' },
  email: 'ada@example.com',
  phoneNumber: '(415) 555-0123',
});

const openStep = async (
  page: Page,
  step: string,
  options: { flags?: Record<string, boolean>; state?: string; org?: string } = {},
) => {
  const data = { ...SEEDED, propertyAddress: { ...SEEDED.propertyAddress, state: options.state ?? 'NY' } };
  await seedRegisterData(page, data, { sessionFlags: options.flags ?? {} });
  await page.goto(`/account/heloc/register-v2/${step}?org=${options.org ?? 'LINTEL_NY'}`);
};

const FCRA = /New York residents: a consumer report \(credit report\) may be requested/;
const TRANSACTIONAL =
  'Text me updates about my application. Message and data rates may apply; reply STOP to opt out.';
const MARKETING = 'Text me offers and news. Message and data rates may apply; reply STOP to opt out.';

test('fe-heloc-ny-fcra on: the New York notice shows before the consents of a New York property', async ({
  page,
}) => {
  await openStep(page, 'set-password', { flags: { 'fe-heloc-ny-fcra': true } });
  await expect(page.getByText(FCRA)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('ny-fcra-desktop.png'), fullPage: true });
});

test('fe-heloc-ny-fcra off, or a property elsewhere: no notice', async ({ page }) => {
  await openStep(page, 'set-password', { flags: { 'fe-heloc-ny-fcra': false } });
  await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeVisible();
  await expect(page.getByText(FCRA)).toHaveCount(0);
});

test('a property outside New York gets no notice with the flag on', async ({ page }) => {
  await openStep(page, 'set-password', { flags: { 'fe-heloc-ny-fcra': true }, state: 'CA', org: 'LINTEL' });
  await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeVisible();
  await expect(page.getByText(FCRA)).toHaveCount(0);
});

test('fe-heloc-sms-transactional-consent on: the transactional SMS consent is asked', async ({ page }) => {
  await openStep(page, 'phone-and-email', {
    flags: { 'fe-heloc-sms-transactional-consent': true },
    state: 'CA',
    org: 'LINTEL',
  });
  await expect(page.getByRole('checkbox', { name: TRANSACTIONAL })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: MARKETING })).toBeVisible();
});

test('fe-heloc-sms-transactional-consent off: only the marketing SMS consent is asked', async ({ page }) => {
  await openStep(page, 'phone-and-email', {
    flags: { 'fe-heloc-sms-transactional-consent': false },
    state: 'CA',
    org: 'LINTEL',
  });
  await expect(page.getByRole('checkbox', { name: MARKETING })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: TRANSACTIONAL })).toHaveCount(0);
});
