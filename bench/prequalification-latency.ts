// (e) Pre-qualification under a burst: 20 applicants create their applications at the same moment; the figure
// is the 95th percentile of the time from the create call to the first status answer of OFFER_SELECTION, as the
// web's polling sees it. Each sandbox vendor call answers after BENCH_VENDOR_DELAY_MS (250 ms: a bureau's
// latency), so the figure shows how many applicants the job workers serve side by side (decision 016).
// (e2) The same with 150 applicants at once: every one must have offers within 30 s of its create call
// (issue 18: at least 10 applications a second, sustained).
// Each runs on the embedded database and on PostgreSQL: a fresh database `bench_prequal_<pid>` on
// BENCH_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards; there the
// bench also reads pg-boss's job rows: how long the `prequalify` jobs waited to be picked up and how long they ran.
// Alone: `npx tsx bench/prequalification-latency.ts [20|150] [pglite|postgres]` (both databases without the
// second argument; BENCH_REPO_ROOT runs another checkout's server; BENCH_DATABASE_URL runs the PostgreSQL runs
// on that database as it is; BENCH_VERBOSE=1 prints every time).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';
import { startServer } from './start-server.ts';

const ORG = 'LINTEL';
const APPLICANTS = 20;
const BURST_APPLICANTS = 150;
const POLL_MS = 250;
const GIVE_UP_MS = 180_000;

const call = async (baseUrl: string, method: string, url: string, body?: unknown, jwt?: string) => {
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      'x-org': ORG,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

const applicationBody = (i: number) => ({
  income: { incomePrimary: 120_000, incomeOther: 0 },
  profileRequest: { name: { firstName: 'Ada', middleName: null, lastName: 'Lovelace', suffix: null }, email: `bench-${i}@example.com` },
  propertyListedForSale: false,
  propertyRequest: { street1: `${100 + i} Main St`, street2: null, city: 'Denver', state: 'CO', zip: '80202', type: 'HOME' },
  employmentType: 'FULL_TIME',
  consentRequests: [{ type: 'TERMS', version: '1' }],
  utmParameters: { source: 'google' },
});

/** Nearest-rank percentile. */
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export type TBackend = 'pglite' | 'postgres';
const BACKENDS: TBackend[] = ['pglite', 'postgres'];
const LABEL: Record<TBackend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const load = () => os.loadavg()[0]!.toFixed(2);

/** A fresh PostgreSQL database for one run (its URL, and a drop for afterwards), or BENCH_DATABASE_URL as it is. */
const freshPostgres = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined };
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_prequal_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
};

/** pg-boss's rows of the `prequalify` jobs: waits from send to pick-up and run times, in ms. */
const readJobTimes = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ waited: number; ran: number; retries: number }>(
      `select extract(epoch from started_on - created_on) * 1000 as waited,
              extract(epoch from completed_on - started_on) * 1000 as ran, retry_count as retries
       from pgboss.job where name = 'prequalify' and completed_on is not null`,
    );
    return { waited: rows.map((r) => Number(r.waited)), ran: rows.map((r) => Number(r.ran)), retries: rows.reduce((n, r) => n + Number(r.retries), 0) };
  } finally {
    await client.end();
  }
};

type TRun = { durations: number[]; wallMs: number; createdMs: number[]; jobs?: Awaited<ReturnType<typeof readJobTimes>>; loadBefore: string; loadAfter: string };

/** Times from each create call to OFFER_SELECTION, for `applicants` applicants creating at the same moment. */
const timeToOffers = async (repoRoot: string, applicants: number, env: Record<string, string>, backend: TBackend): Promise<TRun> => {
  const database = backend === 'postgres' ? await freshPostgres() : undefined;
  try {
    return await timeToOffersOn(repoRoot, applicants, env, database?.url);
  } finally {
    await database?.drop();
  }
};

const timeToOffersOn = async (repoRoot: string, applicants: number, env: Record<string, string>, databaseUrl: string | undefined): Promise<TRun> => {
  const server = await startServer({
    repoRoot,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      SANDBOX_DELAY_MS: process.env.BENCH_VENDOR_DELAY_MS ?? '250',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
  });
  try {
    // Accounts first (not timed): the figure is the application engine's, not password hashing's.
    const jwts: string[] = [];
    for (let i = 0; i < applicants; i += 1) {
      const { jwt } = await call(server.baseUrl, 'POST', '/identity/api/v1/registration/register', {
        email: `bench-prequal-${i}-${Date.now()}@example.com`,
        password: 'Bench-Passw0rd!x',
        phoneNumber: `(303) 555-${String(100 + i).padStart(4, '0')}`,
      });
      jwts.push(String(jwt));
    }
    const createdMs: number[] = [];
    const loadBefore = load();
    const burstStarted = performance.now();
    const durations = await Promise.all(
      jwts.map(async (jwt, i) => {
        const started = performance.now();
        const created = await call(server.baseUrl, 'POST', '/service-application/api/v1/application/heloc/create-application?state=CO', applicationBody(i), jwt);
        createdMs[i] = performance.now() - started;
        const uuid = String(created.uuid);
        for (;;) {
          const status = await call(server.baseUrl, 'GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, undefined, jwt);
          if (status.applicationStatus === 'OFFER_SELECTION') return performance.now() - started;
          if (status.applicationStatus !== 'IN_PROGRESS') throw new Error(`applicant ${i} ended in ${String(status.applicationStatus)}`);
          if (performance.now() - started > GIVE_UP_MS) throw new Error(`applicant ${i} still waiting after ${GIVE_UP_MS} ms`);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      }),
    );
    const wallMs = performance.now() - burstStarted;
    const loadAfter = load();
    if (process.env.BENCH_VERBOSE) {
      console.log({ applicants, createCallP95: Math.round(percentile(createdMs, 95)), createCallMedian: Math.round(percentile(createdMs, 50)), durations: durations.map(Math.round) });
    }
    const jobs = databaseUrl ? await readJobTimes(databaseUrl) : undefined;
    return { durations, wallMs, createdMs, loadBefore, loadAfter, ...(jobs ? { jobs } : {}) };
  } finally {
    await server.stop();
  }
};

/** Where the time went: the create call, and on PostgreSQL the jobs' wait for pick-up and their run. */
const breakdown = (run: TRun) => {
  const parts = [`create call p95 ${Math.round(percentile(run.createdMs, 95))} ms`];
  if (run.jobs && run.jobs.waited.length > 0) {
    parts.push(
      `prequalify job picked up after p95 ${Math.round(percentile(run.jobs.waited, 95))} ms (median ${Math.round(percentile(run.jobs.waited, 50))})`,
      `ran p95 ${Math.round(percentile(run.jobs.ran, 95))} ms (median ${Math.round(percentile(run.jobs.ran, 50))})`,
      `${run.jobs.retries} retries`,
    );
  }
  return parts.join(', ');
};

export const measurePrequalificationLatency = async (repoRoot: string, env: Record<string, string> = {}, backends: TBackend[] = BACKENDS): Promise<TCheck[]> => {
  const checks: TCheck[] = [];
  for (const backend of backends) {
    const run = await timeToOffers(repoRoot, APPLICANTS, env, backend);
    const p95 = Math.round(percentile(run.durations, 95));
    const median = Math.round(percentile(run.durations, 50));
    checks.push({
      name: `${LABEL[backend]}: create to OFFER_SELECTION, p95 of ${APPLICANTS} concurrent applicants (<= ${BUDGETS.prequalificationP95MaxMs} ms)`,
      figure: `${p95} ms (median ${median} ms; ${breakdown(run)}; load ${run.loadBefore} -> ${run.loadAfter})`,
      ok: p95 <= BUDGETS.prequalificationP95MaxMs,
    });
  }
  return checks;
};

export const measurePrequalificationBurst = async (repoRoot: string, env: Record<string, string> = {}, backends: TBackend[] = BACKENDS): Promise<TCheck[]> => {
  const checks: TCheck[] = [];
  for (const backend of backends) {
    const run = await timeToOffers(repoRoot, BURST_APPLICANTS, env, backend);
    const slowest = Math.round(Math.max(...run.durations));
    const perSecond = BURST_APPLICANTS / (run.wallMs / 1000);
    checks.push({
      name: `${LABEL[backend]}: ${BURST_APPLICANTS} applicants at once: slowest create to OFFER_SELECTION (<= ${BUDGETS.prequalificationBurstMaxMs} ms), applications/s (>= ${BUDGETS.prequalificationBurstMinPerSecond})`,
      figure: `${slowest} ms, ${perSecond.toFixed(1)} applications/s (median ${Math.round(percentile(run.durations, 50))} ms; ${breakdown(run)}; load ${run.loadBefore} -> ${run.loadAfter})`,
      ok: slowest <= BUDGETS.prequalificationBurstMaxMs && perSecond >= BUDGETS.prequalificationBurstMinPerSecond,
    });
  }
  return checks;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = process.env.BENCH_REPO_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const backends = BACKENDS.filter((backend) => !process.argv[3] || process.argv[3] === backend);
  const checks =
    process.argv[2] === String(BURST_APPLICANTS)
      ? await measurePrequalificationBurst(repoRoot, {}, backends)
      : await measurePrequalificationLatency(repoRoot, {}, backends);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
