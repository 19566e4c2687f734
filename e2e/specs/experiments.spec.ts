// Experiments (spec 03 section 4): with the experiment's flag on, an application gets one variation, saved
// with PATCH {uuid}/experiments and remembered locally, with a tracking event; a failed save removes the
// local marker so that the next page tries again.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { createApplication } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { logInThroughPage } from '../support/pages.ts';

const markers = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('lintel.experiments') ?? '{}') as Record<string, string>);

test('assigns once, retries after a failed save, and tracks the assignment', async ({ page, request, applicant }) => {
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ street1: '13 Experiment Way' }) });
  // The experiment is active while its flag is on: turned on for this tab only (spec 03 section 7 override).
  await page.addInitScript(() => window.sessionStorage.setItem('fe-heloc-multi-page-product-select', 'true'));
  await logInThroughPage(page, applicant);

  const experimentsUrl = `**/service-optimize/secure/api/v1/${uuid}/experiments`;
  await page.route(experimentsUrl, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: ['down'] }) }));
  const failed = page.waitForResponse((response) => response.url().endsWith(`/${uuid}/experiments`) && response.status() === 503);
  await page.goto(`/account/heloc/${uuid}/conditions`);
  await failed;
  await expect.poll(() => markers(page)).toEqual({});

  await page.unroute(experimentsUrl);
  const saved = page.waitForResponse((response) => response.url().endsWith(`/${uuid}/experiments`) && response.request().method() === 'PATCH');
  const tracked = page.waitForRequest((r) => r.url().endsWith('/ft/secure/event') && (r.postDataJSON() as { event?: string }).event === 'experimentAssigned');
  await page.getByRole('link', { name: 'Back to your application' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { experiments: { name: string; variation: string }[] };
  const variation = body.experiments.find((e) => e.name === 'multi-page-product-select')?.variation;
  expect(['variation', 'control']).toContain(variation);
  const event = (await tracked).postDataJSON() as { eventProperties: Record<string, string>; applicationUuid: string };
  expect(event.eventProperties).toMatchObject({ experiment: 'multi-page-product-select', variation });
  expect(event.applicationUuid).toBe(uuid);
  await expect.poll(() => markers(page)).toEqual({ [`${uuid}:multi-page-product-select`]: variation });

  // Once assigned, no page saves it again.
  let patches = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/experiments')) patches += 1;
  });
  await page.goto(`/account/heloc/${uuid}/conditions`);
  await expect(page.getByRole('heading', { name: 'Your conditions' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(patches).toBe(0);
});
