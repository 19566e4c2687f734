import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures/admin.ts';
import { findFreePort } from './support/free-port.ts';
import { requireChromium } from './support/chromium.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
// WEB_DIST (relative to the repository) names another build, as for the server and the web build.
const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');

const chromiumPath = requireChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`The web app is not built (${webDist}/index.html is missing): run "npm run build" first, or use "npm run test:e2e".`);
  process.exit(1);
}

// The config is evaluated again in every worker: the port is chosen once, in the runner, and handed to
// the workers through the environment they inherit.
process.env.LINTEL_E2E_PORT ??= String(findFreePort());
const port = Number(process.env.LINTEL_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  // One server on an embedded database and two shared cores: one worker keeps the suite steady.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per run: several people share this checkout, and Playwright empties its output folder at start.
  outputDir: path.join(here, 'test-results', `run-${port}`),
  use: {
    baseURL,
    extraHTTPHeaders: { 'x-org': 'LINTEL' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real server (tsx apps/api/src/main.ts), serving the built web app and the API on one port,
    // on a fresh embedded database in a temporary folder.
    command: 'node_modules/.bin/tsx e2e/support/start-server.ts',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Every test registers and logs in several times from one address: lift the per-address limits.
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
      RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '10000',
      SANDBOX_DELAY_MS: '0',
      // The built web app reads the production banner file (banners.json); agents in the tests edit that one.
      BANNERS_ENV: 'production',
      // Everything the server writes, for specs that search it (bank.spec: no full account number logged).
      LINTEL_E2E_SERVER_LOG: path.join(here, 'test-results', `server-${port}.log`),
      // Funding steps waiting on the simulated clock are looked at every second.
      FUNDING_CHECK_EVERY_SECONDS: '1',
    },
  },
});
