// Page budgets with Lighthouse: the real server (built web app, temporary data folder) on loopback, and
// Lighthouse's mobile and desktop presets (performance + accessibility) on the pages a visitor lands on.
// Needs `npm run build` first. Run alone with `npx tsx bench/page-lighthouse.ts`; npm run bench runs it too.
// Chromium: CHROME_PATH, default /usr/bin/chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config, Result } from 'lighthouse';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';
import { startServer } from './start-server.ts';
import { findEntryScripts } from './web-bundle-size.ts';

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
  scripts: TScriptBytes;
};

/**
 * The scripts of one page load, as the browser received them: Lighthouse's transfer size counts each response's
 * HTTP/1.1 headers too (about 1 KB each here; HTTP/2 compresses them away), so the bodies are counted apart.
 * `listed` is what the page's HTML names (entry script and modulepreloads); the rest was loaded by the scripts.
 */
export type TScriptBytes = { count: number; bodyBytes: number; listedBodyBytes: number; headerBytes: number; listedCount: number };

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
    // Chromium's helper processes can still be writing its cache after the main one has exited: retry, and
    // never let a leftover temporary profile fail the measurement (it did once: ENOTEMPTY on Cache_Data).
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`  (left ${profile}: ${(error as Error).message})`);
    }
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

type TNetworkItem = { url: string; resourceType?: string; transferSize?: number; statusCode?: number };

/** The body bytes the server sends for one address with the browser's accept-encoding (compressed, not decoded). */
const bodyBytesOf = (url: string, acceptEncoding: string): Promise<{ body: number; headers: number }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => {
        // Status line, headers, blank line: what HTTP/1.1 sends ahead of the body.
        const lines = res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
        resolve({ body, headers: `HTTP/1.1 ${res.statusCode} ${res.statusMessage}`.length + 2 + lines + 2 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const scriptBytesOf = async (lhr: Result, pageUrl: string): Promise<TScriptBytes> => {
  const items = ((lhr.audits['network-requests']?.details as { items?: TNetworkItem[] } | undefined)?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith('http'));
  const html = await (await fetch(pageUrl)).text();
  const listed = new Set(findEntryScripts(html).map((src) => new URL(src, pageUrl).href));
  const result: TScriptBytes = { count: 0, bodyBytes: 0, listedBodyBytes: 0, headerBytes: 0, listedCount: 0 };
  for (const item of items) {
    const { body, headers } = await bodyBytesOf(item.url, 'gzip, deflate, br, zstd');
    result.count += 1;
    result.bodyBytes += body;
    result.headerBytes += headers;
    if (listed.has(item.url)) {
      result.listedCount += 1;
      result.listedBodyBytes += body;
    }
  }
  return result;
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
  const pageBudget = BUDGETS.pageJs[f.page as keyof typeof BUDGETS.pageJs];
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
      name: `${label}: JavaScript transferred, KB, headers included (<= ${pageBudget.maxJsTransferBytes / 1024}; issue 18: <= ${pageBudget.issueTargetKb})`,
      figure: (f.jsTransferBytes / 1024).toFixed(1),
      ok: f.jsTransferBytes <= pageBudget.maxJsTransferBytes,
    },
    {
      name: `${label}: JavaScript bodies as sent (br/gzip), KB (<= ${pageBudget.maxJsBodyBytes / 1024}): ${f.scripts.count} scripts; ${f.scripts.listedCount} named by the HTML ${(f.scripts.listedBodyBytes / 1024).toFixed(1)} KB, loaded after ${((f.scripts.bodyBytes - f.scripts.listedBodyBytes) / 1024).toFixed(1)} KB; HTTP/1.1 headers ${(f.scripts.headerBytes / 1024).toFixed(1)} KB`,
      figure: (f.scripts.bodyBytes / 1024).toFixed(1),
      ok: f.scripts.bodyBytes <= pageBudget.maxJsBodyBytes,
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
          const url = `${server.baseUrl}${page}`;
          const lhr = await runLighthouse(url, chromium.port, preset);
          if (process.env.BENCH_LIGHTHOUSE_DUMP)
            writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DUMP, `${preset}${page.replaceAll('/', '_')}.json`), JSON.stringify(lhr));
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
              scripts: await scriptBytesOf(lhr, url),
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
