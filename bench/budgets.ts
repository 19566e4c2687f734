/**
 * The performance budgets. A run over any of them exits non-zero. Figures chosen for a shared 2-core
 * machine: bare Fastify does about 66,000 req/s there, so these leave room for noise, not for regressions.
 */
export const BUDGETS = {
  healthzMinRequestsPerSecond: 3000,
  profileMinRequestsPerSecond: 500,
  maxP99LatencyMs: 200,
  /** gzip bytes of the JavaScript the entry page loads before anything else (entry + modulepreloads). */
  entryJsMaxGzipBytes: 150 * 1024,
  /** Spawn to first /healthz 200 (tsx, PGlite): an empty data folder creates and migrates the database. */
  startupFreshMaxMs: 15_000,
  startupExistingMaxMs: 5_000,
} as const;
