// Per-request cost (issue 18): in one run, bare Fastify's hello-world (the framework's ceiling on this machine),
// a constant-data call through every platform hook (GET .../heloc/zip-eligibility: org check, request id,
// security headers, access log, validation, serialisation) and the applicant's status call (the same plus the
// token and the session, answered from the status cache), each at 50 connections.
// Alone: `npx tsx bench/request-cost.ts` (BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles
// the server; BENCH_SECONDS changes the length of each load).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import autocannon, { type TAutocannonResult } from 'autocannon';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';
import { startServer } from './start-server.ts';
import { createApplicant } from './status-throughput.ts';

const ORG = 'LINTEL';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** The three loads run in turn this many times; the figures are each round's, the verdict the median round's. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const freePort = (): Promise<number> =>
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

/** Bare Fastify in its own process, as the server runs in its own. */
const startBareFastify = async (benchDir: string) => {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(benchDir, 'bare-fastify.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};

const load = async (url: string, headers: Record<string, string> = {}): Promise<TAutocannonResult> => {
  // A second of warm-up (the JIT, the caches), then the measured load.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  return autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
};

const failuresOf = (result: TAutocannonResult) => result.errors + result.timeouts + result.non2xx;
const load1 = () => loadavg()[0]!.toFixed(2);

export const measureRequestCost = async (repoRoot: string): Promise<TCheck[]> => {
  const loadBefore = load1();
  const bare = await startBareFastify(path.join(repoRoot, 'bench'));
  const server = await startServer({
    repoRoot,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
    },
  });
  try {
    const { jwt, uuid } = await createApplicant(server.baseUrl);
    const rps = (result: TAutocannonResult) => Math.round(result.requests.average);
    // On a shared machine the load of other work drifts: the three loads run side by side in each round, and
    // the ratios are taken within a round.
    const rounds: {
      bare: TAutocannonResult;
      constant: TAutocannonResult;
      status: TAutocannonResult;
      load: string;
    }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bareResult = await load(bare.url);
      const constant = await load(
        `${server.baseUrl}/service-application/external/api/v1/heloc/zip-eligibility?orgCode=${ORG}`,
        { 'x-org': ORG },
      );
      const status = await load(
        `${server.baseUrl}/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
        {
          'x-org': ORG,
          authorization: `Bearer ${jwt}`,
        },
      );
      rounds.push({ bare: bareResult, constant, status, load: load1() });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const constantShare = median(rounds.map((r) => rps(r.constant) / Math.max(1, rps(r.bare))));
    const statusShare = median(rounds.map((r) => rps(r.status) / Math.max(1, rps(r.constant))));
    const statusP99 = median(rounds.map((r) => r.status.latency.p99));
    const failures = rounds.reduce(
      (sum, r) => sum + failuresOf(r.bare) + failuresOf(r.constant) + failuresOf(r.status),
      0,
    );
    const budget = BUDGETS.requestCost;
    return [
      { name: `load average (1 min) before / after`, figure: `${loadBefore} / ${load1()}`, ok: true },
      ...rounds.map((r, i) => ({
        name: `round ${i + 1} (load ${r.load}), ${CONNECTIONS} connections, req/s (p99 ms): bare Fastify / zip-eligibility / status`,
        figure: `${rps(r.bare)} (${r.bare.latency.p99}) / ${rps(r.constant)} (${r.constant.latency.p99}) / ${rps(r.status)} (${r.status.latency.p99})`,
        ok: true,
      })),
      {
        name: `constant-data call / bare Fastify, median round (>= ${budget.constantMinShareOfBare * 100} %; before issue 18: 4-6 %)`,
        figure: `${(constantShare * 100).toFixed(1)} %`,
        ok: constantShare >= budget.constantMinShareOfBare,
      },
      {
        name: `status call / constant-data call, median round (>= ${budget.statusMinShareOfConstant}; before: 0.48)`,
        figure: statusShare.toFixed(2),
        ok: statusShare >= budget.statusMinShareOfConstant,
      },
      {
        name: `status call p99 ms, median round (<= ${budget.statusMaxP99Ms}; before: 132-313)`,
        figure: String(statusP99),
        ok: statusP99 <= budget.statusMaxP99Ms,
      },
      { name: 'failed requests, every load (= 0)', figure: String(failures), ok: failures === 0 },
    ];
  } finally {
    await server.stop();
    await bare.stop();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = await measureRequestCost(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
