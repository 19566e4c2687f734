// (a) Server throughput: the bare health endpoint against an authenticated database read, in one run,
// so the cost of auth plus a query shows against the framework's own ceiling.
import autocannon, { type TAutocannonResult } from 'autocannon';
import { BUDGETS } from './budgets.ts';
import { startServer } from './start-server.ts';

const ORG = 'LINTEL';
const DURATION_SECONDS = 5;
const CONNECTIONS = 20;

export type TCheck = { name: string; figure: string; ok: boolean };

const registerApplicant = async (baseUrl: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/identity-broker/customer/api/v3/register?organization=${ORG}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': ORG },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Bench-Passw0rd!x', phoneNumber: '4152345678' }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { jwt } = (await response.json()) as { jwt: string };
  return jwt;
};

const load = (url: string, headers: Record<string, string>): Promise<TAutocannonResult> =>
  autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });

const describe = (name: string, result: TAutocannonResult, minRps: number): TCheck[] => {
  const rps = Math.round(result.requests.average);
  const failures = result.errors + result.timeouts + result.non2xx;
  return [
    { name: `${name} req/s (>= ${minRps})`, figure: String(rps), ok: rps >= minRps },
    { name: `${name} p99 latency ms (< ${BUDGETS.maxP99LatencyMs})`, figure: String(result.latency.p99), ok: result.latency.p99 < BUDGETS.maxP99LatencyMs },
    { name: `${name} failed requests (= 0)`, figure: String(failures), ok: failures === 0 },
  ];
};

export const measureServerThroughput = async (repoRoot: string): Promise<TCheck[]> => {
  const server = await startServer({
    repoRoot,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The bench registers from one address: lift the per-address limit so it cannot refuse the set-up.
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
    },
  });
  try {
    const checks: TCheck[] = [{ name: 'server: time to first /healthz answer, ms', figure: String(server.firstAnswerMs), ok: true }];
    const jwt = await registerApplicant(server.baseUrl);
    const healthz = await load(`${server.baseUrl}/healthz`, {});
    checks.push(...describe('GET /healthz', healthz, BUDGETS.healthzMinRequestsPerSecond));
    const profile = await load(`${server.baseUrl}/service-profile/api/v1/profile`, { 'x-org': ORG, authorization: `Bearer ${jwt}` });
    checks.push(...describe('GET /service-profile/api/v1/profile', profile, BUDGETS.profileMinRequestsPerSecond));
    return checks;
  } finally {
    await server.stop();
  }
};
