// npm run bench: every budget, each printing its figure and the load average before and after it; exits non-zero
// when any is over budget. Ends with issue 18's table (bench/issue-18-table.ts): each figure the issue names, before
// and now, against its target. Runs on loopback and the local PostgreSQL; about ten minutes on a quiet 2-core machine.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureServerThroughput, type TCheck } from './server-throughput.ts';
import { measureEntryJs } from './web-bundle-size.ts';
import { printBundleReport } from './bundle-report.ts';
import { measureStatusThroughput } from './status-throughput.ts';
import { measureRequestCost } from './request-cost.ts';
import { measureStartup } from './startup-time.ts';
import { measurePages } from './page-lighthouse.ts';
import { measurePrequalificationBurst, measurePrequalificationLatency } from './prequalification-latency.ts';
import { measureUploadMemory } from './upload-memory.ts';
import { measureSigningPackage } from './signing-package.ts';
import { printIssue18Table } from './issue-18-table.ts';
import { measureAgentList1m, postgresAnswers } from './agent-list-1m.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Figures taken on a loaded machine say little: every section prints the load average it ran under. */
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const runSafely = async (name: string, measure: () => Promise<TCheck[]> | TCheck[]): Promise<TCheck[]> => {
  console.log(`\n==> ${name} (load average ${loadAverage()})`);
  try {
    const checks = await measure();
    for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
    console.log(`  (load average after: ${loadAverage()})`);
    return checks;
  } catch (error) {
    console.log(`  FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return [{ name, figure: 'did not run', ok: false }];
  }
};

console.log(`Bench on ${os.cpus().length} cores, Node ${process.version}, load average (1, 5, 15 min) ${loadAverage()}`);

const checks = [
  ...(await runSafely('web app entry size (apps/web/dist)', () => measureEntryJs(repoRoot))),
  ...(await runSafely('bundle report: what each dependency costs in the entry (bench/bundle-report.ts)', () => {
    printBundleReport(repoRoot, { minBytes: 1024 });
    return [];
  })),
  ...(await runSafely('server throughput (autocannon, 5 s each)', () => measureServerThroughput(repoRoot))),
  ...(await runSafely('status call against /healthz (autocannon, 5 s each)', () =>
    measureStatusThroughput(repoRoot),
  )),
  ...(await runSafely('per-request cost: bare Fastify, zip-eligibility and the status call at 50 connections (bench/request-cost.ts)', () =>
    measureRequestCost(repoRoot),
  )),
  ...(await runSafely('server start-up (empty, then existing data folder)', () => measureStartup(repoRoot))),
  ...(await runSafely('pre-qualification under a burst of 20 applicants', () => measurePrequalificationLatency(repoRoot))),
  ...(await runSafely('pre-qualification under a burst of 150 applicants', () => measurePrequalificationBurst(repoRoot))),
  ...(await runSafely('upload memory (10 concurrent 10 MB uploads)', () => measureUploadMemory(repoRoot))),
  ...(await runSafely('closing package generate + seal (20 packages)', () => measureSigningPackage())),
  ...(await runSafely('pages (Lighthouse 12.8, mobile and desktop presets)', () => measurePages(repoRoot))),
  ...(await runSafely('agent list and status query over 1,000,000 applications (PostgreSQL; bench/agent-list-1m.ts)', async () => {
    if (!(await postgresAnswers())) return [{ name: 'agent list over 1,000,000 applications', figure: 'not run: no PostgreSQL at BENCH_POSTGRES_URL', ok: true }];
    // The statements from before decision 044 take seconds each: `npx tsx bench/agent-list-1m.ts` prints them.
    process.env.PERF1M_SKIP_BEFORE ??= '1';
    return measureAgentList1m();
  })),
];

printIssue18Table(checks);

const over = checks.filter((c) => !c.ok);
console.log(`\nBench: ${checks.length - over.length} within budget, ${over.length} over budget`);
process.exit(over.length === 0 ? 0 : 1);
