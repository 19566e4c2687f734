// Starts the real server on a free loopback port and a fresh temporary data folder (embedded database),
// and measures how long it takes to answer its first /healthz.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type TRunningServer = { baseUrl: string; firstAnswerMs: number; stop: () => Promise<void>; pid: number };

const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitForHealth = async (baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode} before answering`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs} ms`);
};

export const startServer = async (options: {
  repoRoot: string;
  env: Record<string, string>;
  /** A data folder to use and keep (start-up on an existing folder); by default a fresh one, removed on stop. */
  dataDir?: string;
  /** Run the TypeScript sources through tsx instead of the compiled bundle. */
  tsx?: boolean;
}): Promise<TRunningServer> => {
  if (!(options.tsx ?? process.env.BENCH_SERVER_TSX === '1')) {
    // Bundles the server when a source is newer than the bundle, as `npm start` does; not timed.
    const build = spawnSync(process.execPath, ['apps/api/scripts/build-server.mjs'], { cwd: options.repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the server bundle failed');
  }
  const port = await findFreePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lintel-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (written when it stops).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The server as `npm start` runs it: the compiled bundle (decision 044), or the TypeScript sources through
  // tsx with `tsx: true` (or BENCH_SERVER_TSX=1) to compare.
  const tsx = options.tsx ?? process.env.BENCH_SERVER_TSX === '1';
  const entry = tsx ? ['--import', 'tsx', 'apps/api/src/main.ts'] : ['apps/api/dist/server.js'];
  const server = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: options.repoRoot,
    // Production refuses to start without keys sealing personal data (decision 023): a bench's own.
    env: { ...process.env, ENCRYPTION_KEYS: `bench:${'cd'.repeat(32)}`, ...options.env,
      HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, firstAnswerMs: Math.round(performance.now() - started), stop, pid: server.pid ?? 0 };
};
