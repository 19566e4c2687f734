// Feedback to the CEO (spec 02 sections 5-7, spec 03 section 5): the main brand's signed-in applicants only;
// the spec's validation texts, focus on the first invalid field, success stored for agents, the server's
// message on failure.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { getAs, logInAsAdminAgent, makeApplicantCredentials } from '../fixtures/api.ts';
import { logInThroughPage } from '../support/pages.ts';

test('the modal validates, sends, and agents can read it', async ({ page, request, applicant }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Feedback to our CEO' })).toHaveCount(0);
  await logInThroughPage(page, applicant);

  await page.getByRole('button', { name: 'Feedback to our CEO' }).click();
  const modal = page.getByRole('dialog', { name: 'Feedback to our CEO' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByText('Required')).toHaveCount(3);
  // The first invalid field (the topic) has the focus after the failed submit.
  await expect(modal.getByRole('radio', { name: 'Improve our product' })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('feedback-errors-desktop.png') });

  await modal.getByRole('radio', { name: 'Give us a compliment' }).check();
  await modal.getByLabel('Your message').fill('Too short');
  await modal.getByRole('radio', { name: 'Yes' }).check();
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByText('Must be at least 10 characters')).toBeVisible();
  await expect(modal.getByLabel('Your message')).toBeFocused();
  // The box itself stops at 1000 characters.
  await modal.getByLabel('Your message').fill('x'.repeat(1005));
  await expect(modal.getByLabel('Your message')).toHaveValue('x'.repeat(1000));
  await expect(modal.getByText('1000 of 1000 characters')).toBeVisible();

  await modal.getByLabel('Your message').fill('The offer page was clear and quick. Thank you!');
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

  const agentJwt = await logInAsAdminAgent(request);
  const list = (await (await getAs(request, agentJwt, '/service-ops/agent/api/v1/feedback')).json()) as {
    email: string;
    topic: string;
    message: string;
    marketingConsent: boolean;
    pathname: string;
  }[];
  expect(list.find((item) => item.email === applicant.email)).toMatchObject({
    topic: 'COMPLIMENT',
    message: 'The offer page was clear and quick. Thank you!',
    marketingConsent: true,
    pathname: '/dashboard',
  });
});

test("a failure shows the server's message in the modal", async ({ page, applicant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughPage(page, applicant);
  await page.route('**/service-profile/api/v1/feedback/ceo', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ errors: ['Feedback is paused for maintenance'] }),
    }),
  );
  await page.getByRole('button', { name: 'Feedback to our CEO' }).click();
  const modal = page.getByRole('dialog', { name: 'Feedback to our CEO' });
  await modal.getByRole('radio', { name: 'Improve our product' }).check();
  await modal.getByLabel('Your message').fill('Please let me upload documents from my phone.');
  await modal.getByRole('radio', { name: 'No' }).check();
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByRole('alert')).toContainText('Feedback is paused for maintenance');
  await expect(modal.getByLabel('Your message')).toHaveValue('Please let me upload documents from my phone.');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('feedback-failure-mobile.png') });
});

test.describe('under a partner brand', () => {
  // The config's x-org: LINTEL header would override the page's own ?org= on every call the page makes.
  test.use({ extraHTTPHeaders: {} });

  test('partner brands do not offer it', async ({ page, request }) => {
    const credentials = makeApplicantCredentials();
    const registered = await request.post(
      '/identity-broker/customer/api/v3/register?organization=HARBOR_CU',
      {
        headers: { 'x-org': 'HARBOR_CU' },
        data: credentials,
      },
    );
    expect(registered.ok()).toBe(true);
    await page.goto('/auth/login?org=HARBOR_CU');
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('contentinfo')).toContainText('Harbor Federal Credit Union');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Feedback to our CEO' })).toHaveCount(0);
  });
});
