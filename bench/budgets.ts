/**
 * The performance budgets. A run over any of them exits non-zero. Figures chosen for a shared 2-core
 * machine: bare Fastify does about 66,000 req/s there, so these leave room for noise, not for regressions.
 */
export const BUDGETS = {
  healthzMinRequestsPerSecond: 3000,
  // Decision 070: 344-356 req/s quiet on this machine, where bare Fastify does 16,500-17,800 req/s (not 66,000):
  // each call is one embedded-database query, and PGlite's work is two thirds of the process's time under load.
  profileMinRequestsPerSecond: 250,
  maxP99LatencyMs: 200,
  /**
   * gzip bytes of the JavaScript the entry page loads before anything else (entry + modulepreloads).
   * Decision 039: 268 KB before dialogs, footer and the signed-in header loaded on use, 159 KB after; the
   * issue's target for a whole first visit is 110 KB (bench/bundle-report.ts shows what each owner costs).
   */
  // Decision 066: 150.3 KB after decisions 062 (one entry chunk) and 063 (zod/mini on the first screens).
  entryJsMaxGzipBytes: 160 * 1024,
  /**
   * Issue 18, per-request cost at 50 connections, all in one run (bench/request-cost.ts): the constant-data call
   * (zip-eligibility) against bare Fastify's hello-world, the applicant's status call against the constant call.
   */
  // Decision 070: on this machine the status call's p99 is 20-24 ms (the constant call's 22-25 ms, bare Fastify's
  // 6-7 ms); the budget catches a gross regression, issue 18's table keeps the target (20 ms) and shows it not met.
  requestCost: { constantMinShareOfBare: 0.25, statusMinShareOfConstant: 0.8, statusMaxP99Ms: 30 },
  /** Spawn to first /healthz 200 (tsx, PGlite): an empty data folder creates and migrates the database. */
  startupFreshMaxMs: 15_000,
  // Decision 060 (quiet, load 1.6-2.0): 1,691 ms on an existing folder (issue 18's target: 1,500 ms).
  startupExistingMaxMs: 2_500,
  /**
   * Lighthouse 12.8 presets (bench/page-lighthouse.ts). Mobile is simulated slow 4G on a mid-range phone,
   * so its timings are the phone's, not this machine's; LCP and TBT limits are the "good" thresholds.
   */
  pages: {
    // Decision 060 (quiet machine, load 0.6-2.0, five runs each): mobile performance 88-97, LCP 1862-2575 ms,
    // TBT 147-341 ms; desktop performance 99-100 and LCP 640-763 ms. Decision 066: on a machine whose fresh memory
    // is slow to touch, the same build (a4114a0) scored 61-67 with TBT 938-1592 ms at load 2-3, and today's main
    // 70-80 with TBT 460-2208 ms; the mobile limits now catch gross regressions there, the issue's targets stay in
    // issue 18's table.
    mobile: { minPerformance: 60, minAccessibility: 100, maxLcpMs: 3_500, maxTbtMs: 2_500, maxCls: 0.1 },
    desktop: { minPerformance: 95, minAccessibility: 100, maxLcpMs: 1_500, maxTbtMs: 200, maxCls: 0.1 },
  },
  /**
   * 20 applicants create at once, each sandbox vendor call taking 250 ms: the 95th percentile from the create
   * call to OFFER_SELECTION (bench/prequalification-latency.ts, decision 016).
   */
  // Decision 060 (quiet, load 1.9): PGlite 1,890 ms, PostgreSQL 1,215 ms (issue 18's target: 2,000 ms).
  prequalificationP95MaxMs: 5_000,
  /**
   * Issue 18: 150 applicants create at once; every one has offers within this of its create call, and the
   * 150 are through at this rate (150 / the time from the burst to the last one's offers), on both databases.
   */
  prequalificationBurstMaxMs: 30_000,
  // Decision 060 (quiet, two runs): PGlite 11.9 and 9.7 applications/s, PostgreSQL 27.6 and 25.1; the issue's 10
  // is printed beside it in issue 18's table.
  prequalificationBurstMinPerSecond: 8,
  /**
   * Issue 18, 1,000,000 applications on PostgreSQL (bench/agent-list-1m.ts; in `npm run bench` when PostgreSQL answers):
   * every agent list and search case's p95, and the status call's query p99 over 1M rows against one row.
   */
  agentList1m: { listP95MaxMs: 100, statusP99RatioMax: 1.2 },
  /**
   * JavaScript a first visit to each landing page receives (bench/page-lighthouse.ts, Lighthouse's load): the
   * transfer size Lighthouse counts (bodies plus each response's HTTP/1.1 headers) and the bodies alone as the
   * server sent them (brotli or gzip), which is what issue 18's "KB gzip" figures counted. Decision 055.
   */
  pageJs: {
    // Decision 055: register-v2 267.6 KB transferred, 221.1 KB of bodies; login 221.9 and 192.6 KB.
    // Decision 066 (after 062 and 063): register-v2 224.0 and 198.1 KB; login 194.7 and 179.3 KB.
    // Decision 070 (after 067): register-v2 208.9 and 185.0 KB; login 166.3 and 153.3 KB; the budgets about 5 % above.
    '/account/heloc/register-v2': { maxJsTransferBytes: 220 * 1024, maxJsBodyBytes: 195 * 1024, issueTargetKb: 110 },
    '/auth/login': { maxJsTransferBytes: 175 * 1024, maxJsBodyBytes: 161 * 1024, issueTargetKb: 100 },
  },
  /**
   * Issue 9: ten 10 MB uploads at once raise the server's memory (resident set of its processes, peak during
   * the uploads over the settled figure before them) by less than this: uploads stream, never buffer.
   */
  uploadMaxMemoryRiseMb: 50,
  /**
   * Issue 12: one closing package (seven documents) generated, six of them signed, certified and sealed, in
   * process (bench/signing-package.ts): the 95th percentile over 20 packages.
   */
  signingPackageP95MaxMs: 10_000,
} as const;
