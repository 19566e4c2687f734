// The real server as a child process (`node --import tsx src/main.ts`), for the tests that need more than one
// process (two servers on one PostgreSQL) or a process to kill. Each test file keeps its own list and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type TServerProcess = { base: string; child: ChildProcess };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Starts a server on a free port of 127.0.0.1 with `env` over the test defaults, and waits for its first
 * healthy /healthz answer (a process that exits first fails at once, with its exit code).
 */
export const startServerProcess = async (options: {
  dataDir: string;
  env?: Record<string, string>;
  started: ChildProcess[];
  timeoutMs?: number;
}): Promise<TServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      WEB_DIST: path.join(options.dataDir, 'no-web-dist'),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'server-process-test-secret-long-enough-for-hs256',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  options.started.push(child);
  const base = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 90_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /healthz within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Kills every process a test file started (SIGKILL: nothing of theirs is needed any more). */
export const killServerProcesses = (started: ChildProcess[]) => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
};
