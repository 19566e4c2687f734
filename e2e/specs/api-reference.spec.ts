// The API reference for partner engineers (issue 9 item 3, decision 017): /docs/api renders every operation of
// /openapi.json, passes axe, and works from the keyboard.
import { test, expect, expectAccessible } from '../fixtures/test.ts';

test('the API reference lists every operation of /openapi.json, passes axe and is keyboard usable', async ({
  page,
  request,
}, testInfo) => {
  // Every operation of the platform on one page (some 400 sections), checked by axe twice: more than the default minute.
  test.setTimeout(180_000);
  const document = await (await request.get('/openapi.json')).json();
  expect(document.openapi).toBe('3.1.0');
  const operations = Object.values(document.paths as Record<string, Record<string, unknown>>).flatMap(
    (item) => Object.keys(item).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)),
  );

  await page.goto('/docs/api');
  await expect(page).toHaveTitle('Lintel API reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Lintel API reference' })).toBeVisible();
  await expect(page.locator('section.op')).toHaveCount(operations.length);
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: 'GET /service-application/api/v1/application/heloc/{uuid}',
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('api-reference-desktop.png') });

  // Keyboard: the skip link first, then into the reference; a contents link moves to its operation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the reference' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'GET /healthz', exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#op-checkHealth$/);
  // A schema opens from the keyboard.
  const section = page.locator('#op-checkHealth');
  await section.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(section.locator('pre').first()).toBeVisible();
  await expectAccessible(page);
});

test('the reference page fits a phone', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('api-reference-mobile.png') });
  await expectAccessible(page);
});
