// External authentication mode (decision 014) end to end: a second server with AUTH_MODE=external,
// serving a web build made with VITE_AUTH_MODE=external, on its own port and temporary data folder.
// Walks login -> hosted login -> dashboard, and register-v2 -> login-info -> hosted sign-up -> back ->
// the application is created.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { makeApplicantCredentials, ORG } from '../fixtures/api.ts';
import { findFreePort } from '../support/free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NEXT_SCREEN = /\/account\/heloc\/[0-9a-f-]{36}(\/|$)/;

let server: ChildProcess | undefined;
let workDir = '';
let base = '';

const waitForHealth = async (url: string, deadline: number) => {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the external-mode server exited with ${server?.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the external-mode server did not answer ${url} in time`);
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'lintel-e2e-external-'));
  const webDist = path.join(workDir, 'web');
  // The web build chooses login-info over set-password at build time (VITE_AUTH_MODE), so this server
  // gets a build of its own.
  execFileSync(path.join(repoRoot, 'node_modules/.bin/vite'), ['build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(repoRoot, 'apps/web'),
    env: { ...process.env, VITE_AUTH_MODE: 'external' },
    stdio: 'inherit',
  });
  const port = findFreePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      AUTH_MODE: 'external',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
      SANDBOX_DELAY_MS: '0',
      BANNERS_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`${base}/healthz`, Date.now() + 120_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(workDir, { recursive: true, force: true });
});

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const cont = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

test('login hands off to the hosted login page and comes back signed in to the dashboard', async ({ page, request }) => {
  const credentials = makeApplicantCredentials();
  // The identity module's own registration path still answers a token in external mode: set-up only.
  const registered = await request.post(`${base}/identity/api/v1/registration/register`, { headers: { 'x-org': ORG }, data: credentials });
  expect(registered.ok()).toBe(true);

  await page.goto(`${base}/auth/login?redirectUrl=/dashboard`);
  await heading(page, 'Log in');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/identity-provider\/login\?/);
  await heading(page, /^Log in to /);
  await expectAccessible(page);

  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(`${credentials.password}-wrong`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByText('You have no applications yet')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('lintel.pre-auth-state'))).toBeNull();
});

test('register-v2 ends on login-info, signs up on the hosted page and comes back to a created application', async ({ page }) => {
  const credentials = makeApplicantCredentials();
  await page.goto(`${base}/account/heloc/register-v2`);
  await heading(page, "Where is the property you'd like to borrow against?");
  await page.getByLabel('Property address').fill('123 Main St');
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByText('Primary residence', { exact: true }).click();
  await cont(page);
  await heading(page, 'Sale status');
  await page.getByText('No', { exact: true }).click();
  await cont(page);
  await heading(page, 'What is your annual income?');
  await page.getByLabel('Employment type').selectOption('FULL_TIME');
  await page.getByLabel('Annual pre-tax income ($)').fill('120000');
  await cont(page);
  await heading(page, 'What is your legal name?');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await cont(page);
  await heading(page, 'What is your date of birth?');
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('01151980');
  await cont(page);
  await heading(page, 'How can we reach you?');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Mobile phone').pressSequentially(credentials.phoneNumber);
  await cont(page);

  // External mode: login-info (consents), not set-password.
  await heading(page, 'Review and agree');
  await expect(page).toHaveURL(/register-v2\/login-info/);
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByLabel(/documents and notices electronically/).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/identity-provider\/sign-up\?/);
  await heading(page, 'Create your account');
  await expectAccessible(page);
  const saved = await page.evaluate(() => window.localStorage.getItem('lintel.pre-auth-state'));
  expect(saved).toContain(credentials.email);
  expect(saved).toContain('"nonce"');

  // The spec's messages, per field, from the hosted page's own check.
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Mobile phone').fill(credentials.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Must be at least 12 characters')).toBeVisible();
  await expect(page.getByText('Password is not strong enough')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByLabel('Confirm password').fill(credentials.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(NEXT_SCREEN, { timeout: 40_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeTruthy();
  expect(await page.evaluate(() => window.localStorage.getItem('lintel.pre-auth-state'))).toBeNull();
});
