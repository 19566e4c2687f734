// Spec 01 section 2: a page module that fails to load reloads the page up to 5 times, then the error
// fallback page of spec 03 section 8 shows. A new deployment removing old chunks causes exactly this.
import { test, expect, expectAccessible } from '../fixtures/test.ts';

test('a page that cannot load shows the error fallback page after five reloads', async ({ page }) => {
  await page.route(/\/assets\/login-page-[^/]*\.js$/, (route) => route.abort('failed'));
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });

  await page.goto('/auth/login');

  await expect(page.getByRole('heading', { name: 'Sorry, looks like we have hit a snag!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Please click "Try again" to see if we can get you back moving.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The first load plus five reloads, and no more.
  expect(documentLoads).toBe(6);
  await expectAccessible(page);
});
