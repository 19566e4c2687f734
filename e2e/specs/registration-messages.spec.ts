// Every registration message of spec 01 section 5 and spec 02 section 5 shows in the browser for its input.
// The register data is seeded in sessionStorage (where the flow keeps it) so each case opens its own step.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { registerData, seedRegisterData } from '../support/register-data.ts';

const SEEDED = registerData({ propertyAddress: { street1: '123 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701', occupancyType: 'HOME' } });

const openStep = async (page: Page, step: string, patch: Record<string, unknown> = {}) => {
  const seeded = { ...SEEDED, ...patch } as typeof SEEDED;
  await seedRegisterData(page, seeded);
  await page.goto(`/account/heloc/register-v2${step ? `/${step}` : ''}`);
  // The prerendered first step is marked live only once it shows the stored answers (decision 088): no waiting here.
  if (!step && seeded.propertyAddress.street1) expect(await page.getByLabel('City').inputValue()).toBe(seeded.propertyAddress.city);
};
const cont = (page: Page) => page.getByRole('button', { name: /Continue|Submit/ }).click();

type TCase = { message: string; step: string; patch?: Record<string, unknown>; fill: (page: Page) => Promise<void> };

const fillAddress = (values: { city?: string; state?: string; zip?: string; street?: string }) => async (page: Page) => {
  // The street box becomes the suggestion combobox when first focused (address-typeahead.tsx): a fill that lands on
  // the plain box in that moment is lost with it (seen once in 24 runs of case 3), so it is filled until it shows.
  if (values.street !== undefined) {
    const street = page.getByLabel('Property address');
    const value = values.street;
    await expect(async () => {
      await street.fill(value);
      await expect(street).toHaveValue(value, { timeout: 500 });
    }).toPass();
  }
  if (values.city !== undefined) await page.getByLabel('City').fill(values.city);
  if (values.state !== undefined) await page.getByLabel('State').fill(values.state);
  if (values.zip !== undefined) await page.getByLabel('ZIP code').fill(values.zip);
};
const noop = async () => undefined;
const type = (label: string, value: string) => async (page: Page) => page.getByLabel(label, { exact: true }).fill(value);
const dob = (value: string) => async (page: Page) => page.getByRole('textbox', { name: 'Date of birth' }).fill(value);
const blankProperty = { propertyAddress: { ...SEEDED.propertyAddress, street1: '', occupancyType: 'INIT' } };

const CASES: TCase[] = [
  { message: 'Please select an occupancy type', step: '', patch: { propertyAddress: { ...SEEDED.propertyAddress, occupancyType: 'INIT' } }, fill: noop },
  { message: 'Please enter a valid property address', step: '', patch: blankProperty, fill: fillAddress({ street: 'Main' }) },
  { message: 'Street address is required', step: '', fill: fillAddress({ street: '' }) },
  { message: 'Please enter a valid city name', step: '', fill: fillAddress({ city: 'Austin 9' }) },
  { message: 'State must be two characters in length', step: '', fill: fillAddress({ state: 'T' }) },
  { message: 'Please enter a valid state', step: '', fill: fillAddress({ state: 'ZZ' }) },
  { message: 'Zipcode is required', step: '', fill: fillAddress({ zip: '' }) },
  { message: 'Please enter a valid zipcode', step: '', fill: fillAddress({ zip: '7870' }) },
  { message: 'Required', step: 'for-sale', patch: { isListedForSale: null }, fill: noop },
  { message: "We apologize. At this time, we don't lend to unemployed borrowers.", step: 'annual-income', fill: async (p) => void (await p.getByLabel('Employment type').selectOption('UNEMPLOYED')) },
  { message: 'Required', step: 'annual-income', fill: type('Annual pre-tax income ($)', '') },
  { message: 'Must be at least $0', step: 'annual-income', fill: type('Annual pre-tax income ($)', '-5') },
  { message: 'Must be less than $10,000,000', step: 'annual-income', fill: type('Annual pre-tax income ($)', '10000000') },
  { message: 'Must be at least $0', step: 'annual-income', fill: type('Other annual income ($, optional)', '-1') },
  { message: 'Please confirm that this is your total annual pre-tax income', step: 'annual-income', fill: type('Annual pre-tax income ($)', '12000') },
  { message: 'Please enter the first name', step: 'legal-name', fill: type('First name', '') },
  { message: 'First name must be at least 2 characters long', step: 'legal-name', fill: type('First name', 'A') },
  { message: 'Some of the characters entered are not supported.', step: 'legal-name', fill: type('First name', 'Ada!') },
  { message: 'Last name is required', step: 'legal-name', fill: type('Last name', '') },
  { message: 'Date of birth is required', step: 'birthdate', fill: dob('') },
  { message: 'Invalid date', step: 'birthdate', fill: dob('02/30/1980') },
  { message: 'Must be at least 18 years old', step: 'birthdate', fill: dob(`01/01/${new Date().getFullYear() - 10}`) },
  {
    message: 'Must be at least 19 years old',
    step: 'birthdate',
    patch: { propertyAddress: { ...SEEDED.propertyAddress, city: 'Mobile', state: 'AL', zip: '36602' } },
    fill: dob(`01/01/${new Date().getFullYear() - 18}`),
  },
  { message: 'Please enter your email', step: 'phone-and-email', fill: type('Email', '') },
  { message: 'Please enter a valid email address', step: 'phone-and-email', fill: type('Email', 'ada@') },
  { message: 'Please enter your mobile phone', step: 'phone-and-email', fill: type('Mobile phone', '') },
  { message: 'Please enter a valid phone number', step: 'phone-and-email', fill: type('Mobile phone', '512555') },
  { message: 'Country code 1 is not needed', step: 'phone-and-email', fill: type('Mobile phone', '15125550123') },
  { message: 'Required', step: 'set-password', patch: { email: 'a@example.com', phoneNumber: '5125550123' }, fill: noop },
  { message: 'Must be at least 12 characters', step: 'set-password', patch: { email: 'a@example.com', phoneNumber: '5125550123' }, fill: type('Password', 'Short-1a') },
  { message: 'Must contain at least one uppercase letter', step: 'set-password', patch: { email: 'a@example.com', phoneNumber: '5125550123' }, fill: type('Password', 'lower-case-only-1') },
  { message: 'Must contain at least one lowercase letter', step: 'set-password', patch: { email: 'a@example.com', phoneNumber: '5125550123' }, fill: type('Password', 'UPPER-CASE-ONLY-1') },
  { message: 'Must contain at least one number', step: 'set-password', patch: { email: 'a@example.com', phoneNumber: '5125550123' }, fill: type('Password', 'No-Digits-Here!') },
  { message: 'Must contain at least one special character (!@#$%^&*)', step: 'set-password', patch: { email: 'a@example.com', phoneNumber: '5125550123' }, fill: type('Password', 'NoSpecials12345') },
  { message: 'Password is not strong enough', step: 'set-password', patch: { email: 'a@example.com', phoneNumber: '5125550123' }, fill: type('Password', 'weak') },
  {
    message: "Passwords don't match",
    step: 'set-password',
    patch: { email: 'a@example.com', phoneNumber: '5125550123' },
    fill: async (p) => {
      await p.getByLabel('Password', { exact: true }).fill('Correct-Horse-9-Battery!');
      await p.getByLabel('Confirm password', { exact: true }).fill('Correct-Horse-9-Battery?');
    },
  },
];

for (const [index, item] of CASES.entries()) {
  test(`${index + 1}. "${item.message}" on ${item.step || 'property'}`, async ({ page }) => {
    await openStep(page, item.step, item.patch);
    await expect(page.getByRole('button', { name: /Continue|Submit/ })).toBeVisible();
    await item.fill(page);
    await cont(page);
    if (item.step === 'set-password' && item.message.startsWith('Must')) {
      // The password rules are listed once, in the checklist under the field: the unmet rule is marked there.
      const rule = page.getByRole('listitem').filter({ hasText: item.message });
      await expect(rule).toContainText('(not met)');
      await expect(rule).toHaveClass(/is-failed/);
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      return;
    }
    const shown = page.getByText(item.message, { exact: !item.message.startsWith('Please confirm') }).first();
    await expect(shown).toBeVisible();
    // A field error is announced with its field: the invalid field points at it.
    if (!item.message.startsWith('Please confirm')) {
      const id = await shown.getAttribute('id');
      if (id) await expect(page.locator(`:is(input, select)[aria-describedby~="${id}"]`).first()).toHaveAttribute('aria-invalid', 'true');
    }
  });
}

test('the licensed-state block shows for a referring officer who enforces it', async ({ page }) => {
  await openStep(page, '', {});
  await page.goto('/account/heloc/register-v2?referrer=6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61');
  await expect(page.getByRole('complementary')).toContainText('Dana Whitfield');
  await page.getByLabel('State').fill('FL');
  await page.getByLabel('City').fill('Miami');
  await page.getByLabel('ZIP code').fill('33139');
  await cont(page);
  await expect(page.getByRole('alert')).toContainText(
    'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
  );
});

test('the age-restricted brand asks for 62 or older', async ({ page }) => {
  // EVERGREEN is configured with ageRestrictedInterestOnly.
  await seedRegisterData(page, SEEDED);
  await page.goto('/account/heloc/register-v2/birthdate?org=EVERGREEN');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(`01/01/${new Date().getFullYear() - 40}`);
  await cont(page);
  await expect(page.getByText('Must be 62 years or older to apply for a loan', { exact: true })).toBeVisible();
});

test('the regulator-review brand refuses a New York property', async ({ page }) => {
  // CMG is configured with allowRegulatorReview (the New York site, LINTEL_NY, is not: it takes New York properties).
  await seedRegisterData(page, SEEDED);
  await page.goto('/account/heloc/register-v2?org=CMG');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('ZIP code').fill('12207');
  await cont(page);
  await expect(
    page.getByText("We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.", { exact: true }),
  ).toBeVisible();
});

test('the New York site takes a New York property (the main site\'s New York modal sends applicants there)', async ({ page }) => {
  await seedRegisterData(page, SEEDED);
  await page.goto('/account/heloc/register-v2?org=LINTEL_NY');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('ZIP code').fill('12207');
  await cont(page);
  await expect(page.getByRole('heading', { level: 1, name: /Sale status|for sale/i })).toBeVisible();
  await expect(page.getByText("We're not yet available in your state", { exact: false })).toHaveCount(0);
});
