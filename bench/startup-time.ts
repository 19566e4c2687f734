// Start-up: time from spawning the server (the compiled apps/api/dist/server.js, admin from ADMIN_EMAIL) to its first
// /healthz 200, on an empty data folder and again on the folder that first start left behind.
// Run alone with `npx tsx bench/startup-time.ts`; npm run bench runs it with the others.
// `npx tsx bench/startup-phases.ts` shows where the time goes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';
import { startServer } from './start-server.ts';

const SERVER_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'bench-admin@example.com',
  ADMIN_PASSWORD: 'Bench-Admin-Passw0rd!',
};

export const measureStartup = async (repoRoot: string): Promise<TCheck[]> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lintel-bench-startup-'));
  try {
    const fresh = await startServer({ repoRoot, env: SERVER_ENV, dataDir });
    await fresh.stop();
    const existing = await startServer({ repoRoot, env: SERVER_ENV, dataDir });
    await existing.stop();
    // Before decision 044 the server ran its TypeScript through tsx: the same folder, for comparison.
    const throughTsx = await startServer({ repoRoot, env: SERVER_ENV, dataDir, tsx: true });
    await throughTsx.stop();
    return [
      {
        name: `start-up to first /healthz 200, empty data folder, ms (< ${BUDGETS.startupFreshMaxMs})`,
        figure: String(fresh.firstAnswerMs),
        ok: fresh.firstAnswerMs < BUDGETS.startupFreshMaxMs,
      },
      {
        name: `start-up to first /healthz 200, existing data folder, ms (< ${BUDGETS.startupExistingMaxMs})`,
        figure: String(existing.firstAnswerMs),
        ok: existing.firstAnswerMs < BUDGETS.startupExistingMaxMs,
      },
      {
        name: 'the same, TypeScript through tsx as before decision 044 (compared, no budget), ms',
        figure: String(throughTsx.firstAnswerMs),
        ok: true,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = await measureStartup(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
