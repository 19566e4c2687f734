// Page budgets with Lighthouse: the real server (built web app, temporary data folder) on loopback, and
// Lighthouse's mobile and desktop presets (performance + accessibility) on the pages a visitor lands on.
// Needs `npm run build` first. Run alone with `npx tsx bench/page-lighthouse.ts`; npm run bench runs it too.
// Chromium: CHROME_PATH, default /usr/bin/chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config, Result } from 'lighthouse';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';
import { startServer } from './start-server.ts';

const PAGES = ['/account/heloc/register-v2', '/auth/login'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** One Lighthouse run may not take longer than this; the whole bench stays bounded. */
const RUN_TIMEOUT_MS = 120_000;
const CHROME_START_TIMEOUT_MS = 30_000;

type TPreset = 'mobile' | 'desktop';
const CONFIGS: Record<TPreset, Config> = {
  mobile: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } },
  desktop: {
    ...desktopConfig,
    settings: { ...desktopConfig.settings, onlyCategories: ['performance', 'accessibility'] },
  },
};

export type TPageFigures = {
  page: string;
  preset: TPreset;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
};

/** Starts Chromium with a DevTools port on loopback and answers the port Lighthouse connects to. */
const launchChromium = async (): Promise<{ port: number; stop: () => Promise<void> }> => {
  const profile = mkdtempSync(path.join(tmpdir(), 'lintel-bench-chromium-'));
  const chrome: ChildProcess = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      ...CHROME_FLAGS,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  const stop = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      chrome.kill('SIGTERM');
      const forced = setTimeout(() => chrome.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium gave no DevTools port within ${CHROME_START_TIMEOUT_MS} ms`)),
        CHROME_START_TIMEOUT_MS,
      );
      chrome.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      chrome.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with ${code} before listening: ${output.slice(-500)}`));
      });
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const numericAudit = (lhr: Result, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${id} (${lhr.audits[id]?.errorMessage ?? 'no value'})`);
  return value;
};

const categoryScore = (lhr: Result, id: string): number => {
  const score = lhr.categories[id]?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(score * 100);
};

/** Bytes of JavaScript the page transferred (resource-summary audit: as received, compressed or not). */
const scriptTransferBytes = (lhr: Result): number => {
  const details = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
};

const runLighthouse = async (url: string, port: number, preset: TPreset): Promise<Result> => {
  const result = await withTimeout(
    lighthouse(url, { port, output: 'json', logLevel: 'error', maxWaitForLoad: 60_000 }, CONFIGS[preset]),
    RUN_TIMEOUT_MS,
    `Lighthouse (${preset}) on ${url}`,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
};

const checksOf = (f: TPageFigures): TCheck[] => {
  const budget = BUDGETS.pages[f.preset];
  const label = `${f.preset} ${f.page}`;
  return [
    {
      name: `${label}: performance score (>= ${budget.minPerformance})`,
      figure: String(f.performance),
      ok: f.performance >= budget.minPerformance,
    },
    {
      name: `${label}: accessibility score (>= ${budget.minAccessibility})`,
      figure: String(f.accessibility),
      ok: f.accessibility >= budget.minAccessibility,
    },
    {
      name: `${label}: LCP ms (< ${budget.maxLcpMs})`,
      figure: String(Math.round(f.lcpMs)),
      ok: f.lcpMs < budget.maxLcpMs,
    },
    {
      name: `${label}: TBT ms (< ${budget.maxTbtMs})`,
      figure: String(Math.round(f.tbtMs)),
      ok: f.tbtMs < budget.maxTbtMs,
    },
    { name: `${label}: CLS (< ${budget.maxCls})`, figure: f.cls.toFixed(3), ok: f.cls < budget.maxCls },
    {
      name: `${label}: JavaScript transferred, KB (<= ${BUDGETS.pageJsMaxTransferBytes / 1024})`,
      figure: (f.jsTransferBytes / 1024).toFixed(1),
      ok: f.jsTransferBytes <= BUDGETS.pageJsMaxTransferBytes,
    },
  ];
};

export const measurePages = async (repoRoot: string): Promise<TCheck[]> => {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('apps/web/dist is missing: run "npm run build" first');
  // Production refuses to start without configured keys (apps/api platform/keyring.ts): a throwaway one.
  const server = await startServer({
    repoRoot,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', FILE_ENCRYPTION_KEY: 'ab'.repeat(32), ENCRYPTION_KEYS: `bench:${'cd'.repeat(32)}` },
  });
  try {
    const chromium = await launchChromium();
    try {
      const checks: TCheck[] = [];
      for (const page of PAGES) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const lhr = await runLighthouse(`${server.baseUrl}${page}`, chromium.port, preset);
          checks.push(
            ...checksOf({
              page,
              preset,
              performance: categoryScore(lhr, 'performance'),
              accessibility: categoryScore(lhr, 'accessibility'),
              lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
              tbtMs: numericAudit(lhr, 'total-blocking-time'),
              cls: numericAudit(lhr, 'cumulative-layout-shift'),
              jsTransferBytes: scriptTransferBytes(lhr),
            }),
          );
        }
      }
      return checks;
    } finally {
      await chromium.stop();
    }
  } finally {
    await server.stop();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = await measurePages(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
