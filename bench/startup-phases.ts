// Where the server's start-up time goes: each step main.ts takes, timed in this process with plain
// timestamps (the product logs only the total). Runs twice on one temporary data folder: first fresh
// (empty folder: database created, migrated, job schema created, admin hashed), then existing (reopened).
// Run with `npx tsx bench/startup-phases.ts`; it prints one line per step and exits.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type TStep = { name: string; ms: number };

const timed = async <T>(steps: TStep[], name: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  steps.push({ name, ms: Math.round(performance.now() - started) });
  return result;
};

const measureOnce = async (dataDir: string): Promise<TStep[]> => {
  const steps: TStep[] = [];
  // Module loading is paid once per process; later runs find the modules in the import cache.
  const { loadConfig } = await timed(
    steps,
    'import config',
    () => import('../apps/api/src/platform/config.ts'),
  );
  const { buildApp } = await timed(
    steps,
    'import app (every module, through tsx)',
    () => import('../apps/api/src/app.ts'),
  );
  const { createPglite, usePglite } = await import('../apps/api/src/platform/database.ts');
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      // Production refuses to start without keys (as bench/start-server.ts gives them).
      ENCRYPTION_KEYS: `bench:${'cd'.repeat(32)}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'Bench-Admin-Passw0rd!',
    }),
    webDist: path.join(repoRoot, 'apps/web/dist'),
  };
  const pgliteDir = path.join(dataDir, 'pglite');
  const client = await timed(steps, 'open PGlite (creates the cluster when the folder is empty)', () =>
    createPglite(pgliteDir),
  );
  const database = await timed(steps, 'migrations', () => usePglite(client));
  const app = await timed(steps, 'build app (job queue, modules, workers, admin)', () =>
    buildApp({ config, database }),
  );
  await timed(steps, 'app ready (plugins, onReady hooks)', async () => {
    await app.ready();
  });
  await timed(steps, 'listen', () => app.listen({ port: 0, host: '127.0.0.1' }));
  await timed(steps, 'close', async () => {
    await app.close();
    await database.close();
  });
  return steps;
};

// The existing-folder run happens in a second process, as a restart would: nothing is in memory.
const existingIndex = process.argv.indexOf('--existing');
if (existingIndex > 0) {
  const dataDir = process.argv[existingIndex + 1] ?? '';
  const started = performance.now();
  const steps = await measureOnce(dataDir);
  console.log(
    `\nexisting data folder, new process: ${Math.round(performance.now() - started)} ms after tsx loaded this script`,
  );
  for (const step of steps) console.log(`  ${String(step.ms).padStart(6)} ms  ${step.name}`);
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lintel-bench-startup-'));
try {
  const started = performance.now();
  const steps = await measureOnce(dataDir);
  console.log(
    `\nfresh data folder: ${Math.round(performance.now() - started)} ms after tsx loaded this script`,
  );
  for (const step of steps) console.log(`  ${String(step.ms).padStart(6)} ms  ${step.name}`);
  const again = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--existing', dataDir],
    {
      stdio: 'inherit',
    },
  );
  if (again.status !== 0) throw new Error(`the existing-folder run exited with ${again.status}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
