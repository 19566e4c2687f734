// (e) Pre-qualification under a burst: 20 applicants create their applications at the same moment; the figure
// is the 95th percentile of the time from the create call to the first status answer of OFFER_SELECTION, as the
// web's polling sees it. Each sandbox vendor call answers after BENCH_VENDOR_DELAY_MS (250 ms: a bureau's
// latency), so the figure shows how many applicants the job workers serve side by side (decision 016).
// (e2) The same with 150 applicants at once: every one must have offers within 30 s of its create call
// (issue 18: at least 10 applications a second, sustained).
// Alone: `npx tsx bench/prequalification-latency.ts [20|150]` (BENCH_REPO_ROOT runs another checkout's server;
// BENCH_DATABASE_URL runs it on PostgreSQL instead of the embedded database; BENCH_VERBOSE=1 prints every time).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Times from each create call to OFFER_SELECTION, for `applicants` applicants creating at the same moment. */
const timeToOffers = async (repoRoot: string, applicants: number, env: Record<string, string>): Promise<{ durations: number[]; wallMs: number }> => {
  const server = await startServer({
    repoRoot,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      SANDBOX_DELAY_MS: process.env.BENCH_VENDOR_DELAY_MS ?? '250',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
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
    if (process.env.BENCH_VERBOSE) {
      console.log({ applicants, createCallP95: Math.round(percentile(createdMs, 95)), createCallMedian: Math.round(percentile(createdMs, 50)), durations: durations.map(Math.round) });
    }
    return { durations, wallMs };
  } finally {
    await server.stop();
  }
};

export const measurePrequalificationLatency = async (repoRoot: string, env: Record<string, string> = {}): Promise<TCheck[]> => {
  const { durations } = await timeToOffers(repoRoot, APPLICANTS, env);
  const p95 = Math.round(percentile(durations, 95));
  const median = Math.round(percentile(durations, 50));
  return [
    {
      name: `create to OFFER_SELECTION, p95 of ${APPLICANTS} concurrent applicants`,
      figure: `${p95} ms (median ${median} ms, budget ${BUDGETS.prequalificationP95MaxMs} ms)`,
      ok: p95 <= BUDGETS.prequalificationP95MaxMs,
    },
  ];
};

export const measurePrequalificationBurst = async (repoRoot: string, env: Record<string, string> = {}): Promise<TCheck[]> => {
  const { durations, wallMs } = await timeToOffers(repoRoot, BURST_APPLICANTS, env);
  const slowest = Math.round(Math.max(...durations));
  const perSecond = (BURST_APPLICANTS / (wallMs / 1000)).toFixed(1);
  return [
    {
      name: `${BURST_APPLICANTS} applicants at once: slowest create to OFFER_SELECTION`,
      figure: `${slowest} ms, ${perSecond} applications/s (median ${Math.round(percentile(durations, 50))} ms, budget ${BUDGETS.prequalificationBurstMaxMs} ms)`,
      ok: slowest <= BUDGETS.prequalificationBurstMaxMs,
    },
  ];
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = process.env.BENCH_REPO_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const checks = process.argv[2] === String(BURST_APPLICANTS) ? await measurePrequalificationBurst(repoRoot) : await measurePrequalificationLatency(repoRoot);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
