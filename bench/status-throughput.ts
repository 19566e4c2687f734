// The applicant's status call (polled every one to five seconds by every waiting applicant) against the
// bare /healthz, in one run on one server: the status call is answered from an evicted-on-change cache
// (decision 013), so it should stay a large fraction of the framework's own ceiling.
// Run alone with `npx tsx bench/status-throughput.ts`; npm run bench runs it with the others.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type TAutocannonResult } from 'autocannon';
import { startServer } from './start-server.ts';
import type { TCheck } from './server-throughput.ts';

const ORG = 'LINTEL';
const DURATION_SECONDS = 5;
const CONNECTIONS = 20;

export const STATUS_BUDGETS = {
  /** The status call's req/s as a share of /healthz's in the same run. */
  minShareOfBare: 0.4,
  maxP99LatencyMs: 100,
} as const;

const post = async (url: string, headers: Record<string, string>, body: object) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': ORG, ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/** An applicant with one application, as the registration flow creates them. */
export const createApplicant = async (baseUrl: string): Promise<{ jwt: string; uuid: string }> => {
  const { jwt } = (await post(
    `${baseUrl}/identity-broker/customer/api/v3/register?organization=${ORG}`,
    {},
    {
      email: `bench-status-${Date.now()}@example.com`,
      password: 'Bench-Passw0rd!x',
      phoneNumber: '4152345678',
    },
  )) as { jwt: string };
  const application = await post(
    `${baseUrl}/service-application/api/v1/application/heloc/create-application?state=CO`,
    { authorization: `Bearer ${jwt}` },
    {
      income: { incomePrimary: 120_000, incomeOther: 0 },
      profileRequest: {
        name: { firstName: 'Bench', middleName: null, lastName: 'Status', suffix: null },
        email: 'bench@example.com',
      },
      propertyListedForSale: false,
      propertyRequest: {
        street1: '12 Main St',
        street2: null,
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        type: 'HOME',
      },
      employmentType: 'FULL_TIME',
      consentRequests: [{ type: 'TERMS', version: '1' }],
      utmParameters: { source: 'bench' },
    },
  );
  return { jwt, uuid: String(application.uuid) };
};

const load = (url: string, headers: Record<string, string>): Promise<TAutocannonResult> =>
  autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });

const failuresOf = (result: TAutocannonResult) => result.errors + result.timeouts + result.non2xx;

export const measureStatusThroughput = async (repoRoot: string): Promise<TCheck[]> => {
  const server = await startServer({
    repoRoot,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
    },
  });
  try {
    const { jwt, uuid } = await createApplicant(server.baseUrl);
    const bare = await load(`${server.baseUrl}/healthz`, {});
    const status = await load(`${server.baseUrl}/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, {
      'x-org': ORG,
      authorization: `Bearer ${jwt}`,
    });
    const bareRps = Math.round(bare.requests.average);
    const statusRps = Math.round(status.requests.average);
    const share = bareRps > 0 ? statusRps / bareRps : 0;
    return [
      { name: 'GET /healthz req/s', figure: String(bareRps), ok: bareRps > 0 },
      { name: 'GET /healthz p99 ms', figure: String(bare.latency.p99), ok: true },
      { name: 'GET status req/s', figure: String(statusRps), ok: statusRps > 0 },
      {
        name: `GET status p99 ms (< ${STATUS_BUDGETS.maxP99LatencyMs})`,
        figure: String(status.latency.p99),
        ok: status.latency.p99 < STATUS_BUDGETS.maxP99LatencyMs,
      },
      {
        name: `status / healthz req/s (>= ${Math.round(STATUS_BUDGETS.minShareOfBare * 100)} %)`,
        figure: `${(share * 100).toFixed(1)} %`,
        ok: share >= STATUS_BUDGETS.minShareOfBare,
      },
      {
        name: 'failed requests, both loads (= 0)',
        figure: String(failuresOf(bare) + failuresOf(status)),
        ok: failuresOf(bare) + failuresOf(status) === 0,
      },
    ];
  } finally {
    await server.stop();
  }
};

// Run directly: print the figures and exit non-zero when any is over budget.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = await measureStatusThroughput(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
