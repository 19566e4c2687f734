// Registration end to end in the browser (spec 01 sections 2, 4 and 5): both flows to the first screen
// after registration, the waitlist, the modals, every registration message, and one application per submit.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, makeApplicantCredentials, moveApplicationStatus, registerApplicant, ORG } from '../fixtures/api.ts';

const NEXT_SCREEN = /\/account\/heloc\/[0-9a-f-]{36}(\/|$)/;
const LO_NOT_ENFORCING = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a62';
const LO_ENFORCING = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61';

type TWalk = {
  occupancy?: 'Primary residence' | 'Second home' | 'Investment property';
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  loggedIn?: boolean;
  query?: string;
  /** Run axe on every step. */
  axe?: boolean;
};

const cont = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Walks register-v2 from the first step to just before the final submit; returns the entered credentials. */
const walkRegisterV2 = async (page: Page, walk: TWalk = {}) => {
  const credentials = makeApplicantCredentials();
  const email = walk.email ?? credentials.email;
  const phone = walk.phone ?? credentials.phoneNumber;
  const axe = async () => {
    if (walk.axe) await expectAccessible(page);
  };
  await page.goto(`/account/heloc/register-v2${walk.query ?? ''}`);
  await heading(page, "Where is the property you'd like to borrow against?");
  await axe();
  await page.getByLabel('Property address').fill(walk.street ?? '123 Main St');
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('City').fill(walk.city ?? 'Austin');
  await page.getByLabel('State').fill(walk.state ?? 'TX');
  await page.getByLabel('ZIP code').fill(walk.zip ?? '78701');
  await page.getByText(walk.occupancy ?? 'Primary residence', { exact: true }).click();
  await cont(page);
  if ((walk.occupancy ?? 'Primary residence') !== 'Primary residence') {
    await heading(page, 'What is your home address?');
    await expect(page).toHaveURL(/register-v2\/home-address\?/);
    await axe();
    await page.getByLabel('Home street address').fill('9 Elm St');
    await page.getByLabel('City').fill('Dallas');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('ZIP code').fill('75201');
    await cont(page);
  }
  await heading(page, 'Sale status');
  await expect(page).toHaveURL(/step=sale-status/);
  await axe();
  await page.getByText('No', { exact: true }).click();
  await cont(page);
  await heading(page, 'What is your annual income?');
  await axe();
  await page.getByLabel('Employment type').selectOption('FULL_TIME');
  await page.getByLabel('Annual pre-tax income ($)').fill('120000');
  await cont(page);
  await heading(page, 'What is your legal name?');
  await axe();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(walk.lastName ?? 'Lovelace');
  await cont(page);
  await heading(page, 'What is your date of birth?');
  await axe();
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('01151980');
  await cont(page);
  // A signed-in applicant's account holds an email and a phone: Contact Info is skipped (spec 01 section 2).
  if (!walk.loggedIn) {
    await heading(page, 'How can we reach you?');
    await axe();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile phone').pressSequentially(phone);
    await expect(page.getByLabel('Mobile phone')).toHaveValue(
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
    );
    await cont(page);
  }
  if (walk.loggedIn) {
    await heading(page, 'Review and agree');
  } else {
    await heading(page, 'Create your password');
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(credentials.password);
  }
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByLabel(/documents and notices electronically/).check();
  await axe();
  return { email, phone, password: credentials.password };
};

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();

const logInInBrowser = async (page: Page, jwt: string) => {
  await page.addInitScript((token) => window.localStorage.setItem('jwt', token), jwt);
};

test.describe('register-v2', () => {
  test('a primary home walks every step (axe-clean) to the first screen after registration', async ({
    page,
  }) => {
    await walkRegisterV2(page, { axe: true });
    const started = Date.now();
    await submit(page);
    await expect(
      page.getByRole('dialog', { name: 'Processing your information' }).or(page.getByRole('status').first()),
    ).toBeVisible();
    await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
    console.info(`register-v2: final submit to next screen ${Date.now() - started} ms`);
    await expect(page).not.toHaveURL(/register-v2/);
  });

  test('a secondary home is asked for the home address', async ({ page }) => {
    await walkRegisterV2(page, { occupancy: 'Second home' });
    await submit(page);
    await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
  });

  test('an investment property is asked for the home address too', async ({ page }) => {
    await walkRegisterV2(page, { occupancy: 'Investment property' });
    await submit(page);
    await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
  });

  test('a referred applicant sees the loan officer and is refused in a state the officer is not licensed in', async ({
    page,
  }) => {
    await page.goto(`/account/heloc/register-v2?referrer=${LO_NOT_ENFORCING}`);
    await expect(page.getByRole('complementary')).toContainText('Marcus Oyelaran');
    await walkRegisterV2(page, { query: `?referrer=${LO_NOT_ENFORCING}` });
    await expect(page).toHaveURL(new RegExp(`referrer=${LO_NOT_ENFORCING}`));
    await submit(page);
    await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });

    await page.goto(`/account/heloc/register-v2?referrer=${LO_ENFORCING}`);
    await expect(page.getByRole('complementary')).toContainText('Dana Whitfield');
    await page.getByLabel('Property address').fill('5 Ocean Dr');
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('City').fill('Miami');
    await page.getByLabel('State').fill('FL');
    await page.getByLabel('ZIP code').fill('33139');
    await page.getByText('Primary residence', { exact: true }).click();
    await cont(page);
    await expect(page.getByRole('alert')).toContainText(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
  });

  test('an unknown referrer parameter is removed and the flow goes on', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?referrer=00000000-0000-4000-8000-000000000000');
    await expect(page).not.toHaveURL(/referrer=/);
    await heading(page, "Where is the property you'd like to borrow against?");
  });

  test('a logged-in applicant gives no password and reaches the next screen', async ({ page, applicant }) => {
    await logInInBrowser(page, applicant.jwt);
    await walkRegisterV2(page, { loggedIn: true });
    await submit(page);
    await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
  });

  test('an ineligible zip joins the waitlist', async ({ page }) => {
    await walkRegisterV2(page, { city: 'Juneau', state: 'AK', zip: '99950' });
    await submit(page);
    await expect(page).toHaveURL(/\/marketing-waitlist$/);
    await heading(page, "You're on the waitlist");
    await expectAccessible(page);
  });

  test('an existing account opens the Account already exists modal with Login', async ({ page, request }) => {
    const existing = await registerApplicant(request);
    await walkRegisterV2(page, { email: existing.email });
    await submit(page);
    const modal = page.getByRole('alertdialog', { name: 'Account already exists' });
    await expect(modal).toBeVisible();
    await expectAccessible(page);
    await modal.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    // Issue 10 item 18: the email travels to the login form (in the navigation state, not the address bar).
    await expect(page.getByLabel('Email')).toHaveValue(existing.email);
    expect(page.url()).not.toContain(encodeURIComponent(existing.email));
  });

  test('an applicant with an active application is offered to continue it', async ({
    page,
    request,
    applicant,
  }) => {
    const active = await createApplication(request, applicant.jwt, {
      state: 'TX',
      body: {
        income: { incomePrimary: 90000, incomeOther: 0 },
        profileRequest: { name: { firstName: 'Ada', lastName: 'Active' }, email: applicant.email },
        propertyRequest: { street1: '1 Active Way', city: 'Austin', state: 'TX', zip: '78701', type: 'HOME' },
        employmentType: 'FULL_TIME',
      },
    });
    await logInInBrowser(page, applicant.jwt);
    await walkRegisterV2(page, { loggedIn: true });
    await submit(page);
    const modal = page.getByRole('alertdialog', { name: 'Active application already exists.' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${active.uuid}`));
  });

  test('an applicant whose HELOC was funded within 45 days is told so, and no application is created (decision 088)', async ({
    page,
    request,
    applicant,
  }) => {
    const funded = await createApplication(request, applicant.jwt, {
      state: 'TX',
      body: {
        income: { incomePrimary: 90000, incomeOther: 0 },
        profileRequest: { name: { firstName: 'Ada', lastName: 'Funded' }, email: applicant.email },
        propertyRequest: { street1: '1 Funded Way', city: 'Austin', state: 'TX', zip: '78701', type: 'HOME' },
        employmentType: 'FULL_TIME',
      },
    });
    const admin = await logInAsAdminAgent(request);
    await moveApplicationStatus(request, admin, { uuid: funded.uuid, status: 'COMPLETE', force: true });
    const creates: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/service-application/api/v1/application/heloc/create-application') creates.push(r.url());
    });
    await logInInBrowser(page, applicant.jwt);
    await walkRegisterV2(page, { loggedIn: true });
    await submit(page);
    const modal = page.getByRole('alertdialog', { name: 'It looks like you have received a HELOC from us within the last 45 days.' });
    await expect(modal).toBeVisible();
    await expectAccessible(page);
    expect(creates).toEqual([]);
  });

  test('a double-clicked submit creates exactly one identity and one application', async ({ page }) => {
    const registers: string[] = [];
    const creates: string[] = [];
    page.on('request', (r) => {
      // API calls only: the built app also has a chunk named after the create-application contract.
      const { pathname } = new URL(r.url());
      if (pathname === '/identity-broker/customer/api/v3/register') registers.push(pathname);
      if (pathname === '/service-application/api/v1/application/heloc/create-application')
        creates.push(pathname);
    });
    await walkRegisterV2(page);
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
    expect(registers).toHaveLength(1);
    expect(creates).toHaveLength(1);
    const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
    const list = await page.request.get('/service-application/api/v1/application/heloc/all', {
      headers: { 'x-org': ORG, authorization: `Bearer ${jwt}` },
    });
    expect(await list.json()).toHaveLength(1);
  });

  test('with the New York modal flag on, a New York property is sent to the New York site', async ({
    page,
  }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('fe-heloc-figure-ny-modal', 'true'));
    await page.goto('/account/heloc/register-v2');
    await page.getByLabel('Property address').fill('10 Hudson St');
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('City').fill('Albany');
    await page.getByLabel('State').fill('NY');
    await page.getByLabel('ZIP code').fill('12207');
    await page.getByText('Primary residence', { exact: true }).click();
    await cont(page);
    const modal = page.getByRole('dialog', { name: 'Please use our New York site' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Go to the New York site' })).toHaveAttribute(
      'href',
      /\/account\/heloc\/register/,
    );
    await modal.getByRole('button', { name: 'Stay here' }).click();
    await expect(page).toHaveURL(/\/register-v2(\?|$)/);
  });

  test('on the New York brand, a property elsewhere is sent to the main site', async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('fe-heloc-figure-ny-modal', 'true'));
    await page.goto('/account/heloc/register-v2?org=LINTEL_NY');
    await page.getByLabel('Property address').fill('123 Main St');
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByText('Primary residence', { exact: true }).click();
    await cont(page);
    await expect(page.getByRole('dialog', { name: 'Please use our main site' })).toBeVisible();
  });

  test('a disaster-area zip is warned about on the property step and the application goes on', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2');
    await page.getByLabel('Property address').fill('22 Pacific Coast Hwy');
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('City').fill('Malibu');
    await page.getByLabel('State').fill('CA');
    await page.getByLabel('ZIP code').fill('90265');
    await expect(page.getByRole('status').filter({ hasText: 'post-disaster inspection' })).toBeVisible();
    await page.getByText('Primary residence', { exact: true }).click();
    await cont(page);
    await heading(page, 'Sale status');
  });

  test('a reload keeps the answers, and a deep step without a property street returns to the first step', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2/birthdate?step=birthdate');
    await expect(page).toHaveURL(/\/register-v2\?step=property-info$/);
    await page.getByLabel('Property address').fill('123 Main St');
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByText('Primary residence', { exact: true }).click();
    await cont(page);
    await heading(page, 'Sale status');
    await page.reload();
    await heading(page, 'Sale status');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Austin');
  });
});

test.describe('register v1', () => {
  test('a primary home goes through the one-page form and account setup to the next screen', async ({
    page,
  }) => {
    const credentials = makeApplicantCredentials();
    await page.goto('/account/heloc/register');
    await heading(page, 'Check your rate in minutes');
    await expectAccessible(page);
    await page.getByLabel('Property address').fill('123 Main St');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('State', { exact: true }).fill('TX');
    await page.getByLabel('ZIP code', { exact: true }).fill('78701');
    await page.getByText('Primary residence', { exact: true }).click();
    await page.getByText('No', { exact: true }).click();
    await page.getByLabel('Employment type').selectOption('RETIRED');
    await page.getByLabel('Annual pre-tax income ($)').fill('80000');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('12/09/1960');
    await cont(page);
    await heading(page, 'Set up your account');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Mobile phone').pressSequentially(credentials.phoneNumber);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(credentials.password);
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByLabel(/documents and notices electronically/).check();
    await submit(page);
    await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
  });

  test('a secondary home asks for the home address on the same page', async ({ page }) => {
    await page.goto('/account/heloc/register');
    await page.getByText('Second home', { exact: true }).click();
    await expect(page.getByLabel('Home street address')).toBeVisible();
    await cont(page);
    await expect(page.getByText('Street address is required').first()).toBeVisible();
  });

  test('a low income asks for confirmation, as register-v2 does, before account setup', async ({ page }) => {
    await page.goto('/account/heloc/register');
    await page.getByLabel('Property address').fill('123 Main St');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('State', { exact: true }).fill('TX');
    await page.getByLabel('ZIP code', { exact: true }).fill('78701');
    await page.getByText('Primary residence', { exact: true }).click();
    await page.getByText('No', { exact: true }).click();
    await page.getByLabel('Employment type').selectOption('PART_TIME');
    await page.getByLabel('Annual pre-tax income ($)').fill('12000');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('12/09/1960');
    await cont(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please confirm that this is your total annual pre-tax income' }),
    ).toBeVisible();
    await heading(page, 'Check your rate in minutes');
    await page.getByLabel('I confirm my annual pre-tax income is correct').check();
    await cont(page);
    await heading(page, 'Set up your account');
  });

  test('a Hawaii property on the main brand opens the partner-lender modal', async ({ page }) => {
    await page.goto('/account/heloc/register');
    await page.getByLabel('Property address').fill('12 Kalakaua Ave');
    await page.getByLabel('City', { exact: true }).fill('Honolulu');
    await page.getByLabel('State', { exact: true }).fill('HI');
    await page.getByLabel('ZIP code', { exact: true }).fill('96815');
    await page.getByText('Primary residence', { exact: true }).click();
    await page.getByText('No', { exact: true }).click();
    await page.getByLabel('Employment type').selectOption('RETIRED');
    await page.getByLabel('Annual pre-tax income ($)').fill('80000');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('12/09/1960');
    await cont(page);
    const modal = page.getByRole('dialog', { name: "We don't lend in Hawaii yet" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Visit our partner lender' })).toBeVisible();
    await modal.getByRole('button', { name: 'Change address' }).click();
    await heading(page, 'Check your rate in minutes');
  });

  const fillV1 = async (page: Page, values: { city: string; state: string; zip: string; dob?: string }) => {
    await page.getByLabel('Property address').fill('12 Main St');
    await page.getByLabel('City', { exact: true }).fill(values.city);
    await page.getByLabel('State', { exact: true }).fill(values.state);
    await page.getByLabel('ZIP code', { exact: true }).fill(values.zip);
    await page.getByText('Primary residence', { exact: true }).click();
    await page.getByText('No', { exact: true }).click();
    await page.getByLabel('Employment type').selectOption('RETIRED');
    await page.getByLabel('Annual pre-tax income ($)').fill('80000');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill(values.dob ?? '12/09/1960');
  };

  test('the headline promise shows under the heading, as on register-v2\'s first step', async ({ page }) => {
    await page.goto('/account/heloc/register');
    await heading(page, 'Check your rate in minutes');
    await expect(page.getByText('Apply in 5 minutes, receive funding in 5 days', { exact: true })).toBeVisible();
    await page.goto('/account/heloc/register-v2');
    await heading(page, "Where is the property you'd like to borrow against?");
    await expect(page.getByText('Apply in 5 minutes, receive funding in 5 days', { exact: true })).toBeVisible();
  });

  test('a referring officer who enforces licensed states blocks a property elsewhere, as on register-v2', async ({
    page,
  }) => {
    await page.goto(`/account/heloc/register?referrer=${LO_ENFORCING}`);
    await heading(page, 'Check your rate in minutes');
    await fillV1(page, { city: 'Miami', state: 'FL', zip: '33139' });
    await cont(page);
    await expect(page.getByRole('alert')).toContainText(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
    await heading(page, 'Check your rate in minutes');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('State', { exact: true }).fill('TX');
    await page.getByLabel('ZIP code', { exact: true }).fill('78701');
    await cont(page);
    await heading(page, 'Set up your account');
    await expect(page).toHaveURL(new RegExp(`referrer=${LO_ENFORCING}`));
  });

  test('an unknown referrer parameter is removed; a brand that requires a referrer sends a visit without one to not-accepting-apps', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register?referrer=00000000-0000-4000-8000-000000000000');
    await expect(page).not.toHaveURL(/referrer=/);
    await heading(page, 'Check your rate in minutes');
    await page.goto('/account/heloc/register?org=LINTEL_WHOLESALE');
    await expect(page).toHaveURL(/\/account\/heloc\/not-accepting-apps$/);
    await heading(page, 'We are not accepting new applications right now');
    await page.goto('/account/heloc/register?org=LINTEL_WHOLESALE&referrer=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/account\/heloc\/not-accepting-apps$/);
  });

  test('an 18-year-old with an Alabama property is refused on a first visit (19 in Alabama)', async ({ page }) => {
    const year = new Date().getFullYear();
    await page.goto('/account/heloc/register');
    await fillV1(page, { city: 'Mobile', state: 'AL', zip: '36602', dob: `01/01/${year - 18}` });
    await cont(page);
    await expect(page.getByText('Must be at least 19 years old', { exact: true })).toBeVisible();
    await heading(page, 'Check your rate in minutes');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('State', { exact: true }).fill('TX');
    await page.getByLabel('ZIP code', { exact: true }).fill('78701');
    await cont(page);
    await heading(page, 'Set up your account');
  });

  test('the support page shows the brand support contact', async ({ page }) => {
    await page.goto('/account/heloc/register/support');
    await expect(page.getByRole('main')).toContainText('support@lintel.example');
    await expectAccessible(page);
  });
});
