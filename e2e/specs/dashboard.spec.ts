// The dashboard lists the applicant's applications with the status they are in; the application and
// its status are set up through the API, the way later flow tests put an application where they need it.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, moveApplicationStatus } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

test('the dashboard shows an application in the status an agent moved it to', async ({ page, request, applicant }) => {
  const application = await createApplication(request, applicant.jwt, {
    state: 'CA',
    body: makeHappyPathApplicationRequest({ street1: '42 Dashboard Lane' }),
  });
  const agentJwt = await logInAsAdminAgent(request);
  await moveApplicationStatus(request, agentJwt, { uuid: application.uuid, status: 'CANCELLED', reason: 'applicant withdrew' });

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const applications = page.getByRole('list', { name: 'Applications' });
  await expect(applications.getByRole('link')).toHaveCount(1);
  await expect(applications).toContainText('42 Dashboard Lane');
  await expect(applications).toContainText('Status: Cancelled');
  await expectAccessible(page);
});
