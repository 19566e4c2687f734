// The site-wide shell against the real server: banners an agent publishes, the maintenance flag, support
// hours and page-view telemetry.
import type { APIRequestContext } from '@playwright/test';
import { logInAsAdminAgent, ORG } from '../fixtures/api.ts';
import { test, expect, expectAccessible } from '../fixtures/test.ts';

const agentHeaders = (jwt: string) => ({ 'x-org': ORG, authorization: `Bearer ${jwt}` });

const putFlag = async (request: APIRequestContext, jwt: string, key: string, body: Record<string, unknown>) => {
  const response = await request.put(`/service-ops/agent/api/v1/flags/${key}`, { headers: agentHeaders(jwt), data: body });
  expect(response.ok(), await response.text()).toBe(true);
};

test('an agent publishes a banner: shown, dismissed, shown again after an update', async ({ page, request }) => {
  const jwt = await logInAsAdminAgent(request);
  const message = `Scheduled upgrade tonight ${Date.now()}`;
  const created = await request.post('/service-ops/agent/api/v1/banners', {
    headers: agentHeaders(jwt),
    data: { message, apps: ['heloc-web'], variant: 'warn', dismissable: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  try {
    await page.goto('/account/heloc/register');
    const announcements = page.getByRole('region', { name: 'Announcements' });
    await expect(announcements.getByText(message)).toBeVisible();
    await expectAccessible(page);

    await announcements.getByRole('button', { name: 'Dismiss announcement' }).first().click();
    await expect(page.getByText(message)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);

    const updatedMessage = `${message} (moved to 11 pm)`;
    const updated = await request.put(`/service-ops/agent/api/v1/banners/${uuid}`, { headers: agentHeaders(jwt), data: { message: updatedMessage } });
    expect(updated.ok(), await updated.text()).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcements' }).getByText(updatedMessage)).toBeVisible();
  } finally {
    await request.put(`/service-ops/agent/api/v1/banners/${uuid}`, { headers: agentHeaders(jwt), data: { active: false } });
  }
});

test('the maintenance flag replaces the product, and turning it off brings it back', async ({ page, request }) => {
  const jwt = await logInAsAdminAgent(request);
  try {
    await putFlag(request, jwt, 'fe-heloc-maintenance', { enabled: true });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeVisible();
    await expect(
      page.getByText('We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!'),
    ).toBeVisible();
    await expectAccessible(page);
  } finally {
    await putFlag(request, jwt, 'fe-heloc-maintenance', { enabled: false });
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lintel Lending, LLC Terms of Service' })).toBeVisible();
  await expect(page.getByText('Scheduled Maintenance')).toHaveCount(0);
});

test('the footer shows the support hours and the legal pages open from it; page views are recorded', async ({ page, request }) => {
  await page.goto('/account/heloc/register');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Monday - Friday: 6:00 AM - 6:00 PM PT')).toBeVisible();
  await expect(footer.getByText('Saturday - Sunday: 7:00 AM - 4:00 PM PT')).toBeVisible();
  // The main brand configures no communications address: the footer links to the product's own page.
  await footer.getByRole('link', { name: 'Electronic Communications Policy' }).click();
  await expect(page).toHaveURL(/\/communications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lintel Lending, LLC Electronic Communications Policy' })).toBeVisible();
  await page.goto('/licenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Lintel Lending, LLC Licenses' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  const jwt = await logInAsAdminAgent(request);
  await expect(async () => {
    const response = await request.get('/service-ops/agent/api/v1/telemetry/events?event=PAGEVIEW&limit=50', { headers: agentHeaders(jwt) });
    const events = (await response.json()) as { pagePath: string | null }[];
    expect(events.map((e) => e.pagePath)).toEqual(expect.arrayContaining(['/account/heloc/register', '/communications', '/licenses']));
  }).toPass({ timeout: 10_000 });
});
