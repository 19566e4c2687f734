// Ten 10 MB uploads at once (spec 04 section 9.1's largest file) against the real server: its memory (the
// resident set of the server's process tree, sampled every 10 ms) may rise by less than the budget over its
// settled figure, because uploads stream through the inspector and the sealing into the store.
// Run alone with `npx tsx bench/upload-memory.ts`; npm run bench runs it with the others.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './budgets.ts';
import { startServer } from './start-server.ts';
import type { TCheck } from './server-throughput.ts';

const ORG = 'LINTEL';
const CONCURRENT = 10;
const FILE_BYTES = 10 * 1024 * 1024;
const MB = 1024 * 1024;

const post = async (url: string, headers: Record<string, string>, body: object) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-org': ORG, ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/** tsx runs the server in a child process: count the whole tree below the spawned one. */
const treeRssBytes = (rootPid: number): number => {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
};

const pdfOf = (bytes: number): Blob => {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.7\n', 0, 'latin1');
  return new Blob([file], { type: 'application/pdf' });
};

export const measureUploadMemory = async (repoRoot: string): Promise<TCheck[]> => {
  const server = await startServer({
    repoRoot,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_REGISTER_PER_MINUTE: '10000', FILE_ENCRYPTION_KEY: 'ab'.repeat(32), ENCRYPTION_KEYS: `bench:${'cd'.repeat(32)}` },
  });
  try {
    const { jwt } = (await post(`${server.baseUrl}/identity-broker/customer/api/v3/register?organization=${ORG}`, {}, {
      email: `bench-upload-${Date.now()}@example.com`,
      password: 'Bench-Passw0rd!x',
      phoneNumber: '4152345678',
    })) as { jwt: string };
    const application = await post(`${server.baseUrl}/service-application/api/v1/application/heloc/create-application?state=CO`, { authorization: `Bearer ${jwt}` }, {
      income: { incomePrimary: 120_000, incomeOther: 0 },
      profileRequest: { name: { firstName: 'Bench', middleName: null, lastName: 'Upload', suffix: null }, email: 'bench@example.com' },
      propertyListedForSale: false,
      propertyRequest: { street1: '12 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202', type: 'HOME' },
      employmentType: 'FULL_TIME',
      consentRequests: [{ type: 'TERMS', version: '1' }],
      utmParameters: { source: 'bench' },
    });
    const url = `${server.baseUrl}/service-document/api/v1/applications/${String(application.uuid)}/documents`;
    const file = pdfOf(FILE_BYTES);
    const upload = async (): Promise<number> => {
      const form = new FormData();
      form.append('type', 'BANK_STATEMENT');
      form.append('file', file, 'statement.pdf');
      const response = await fetch(url, { method: 'POST', headers: { 'x-org': ORG, authorization: `Bearer ${jwt}` }, body: form });
      await response.arrayBuffer();
      return response.status;
    };
    // Warm up (code loaded, first allocations made, the prequalification jobs of the new application done),
    // then let the heap settle before the baseline.
    await upload();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const baseline = treeRssBytes(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRssBytes(server.pid));
    }, 10);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: CONCURRENT }, upload));
    const elapsedMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    peak = Math.max(peak, treeRssBytes(server.pid));
    const riseMb = (peak - baseline) / MB;
    const accepted = statuses.filter((s) => s === 201).length;
    return [
      { name: `${CONCURRENT} concurrent 10 MB uploads accepted (= ${CONCURRENT})`, figure: String(accepted), ok: accepted === CONCURRENT },
      { name: 'uploads wall time ms', figure: String(elapsedMs), ok: true },
      { name: 'server memory before the uploads MB', figure: (baseline / MB).toFixed(1), ok: true },
      { name: `server memory rise during the uploads MB (< ${BUDGETS.uploadMaxMemoryRiseMb})`, figure: riseMb.toFixed(1), ok: riseMb < BUDGETS.uploadMaxMemoryRiseMb },
    ];
  } finally {
    await server.stop();
  }
};

// Run directly: print the figures and exit non-zero when any is over budget.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = await measureUploadMemory(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
