// The agent's queue and search over 1,000,000 applications on PostgreSQL (issue 18, decision 044).
// Builds (once) a database `perf1m` on BENCH_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432/test),
// migrated, with one application row and 1,000,000 copies made in SQL (generate_series: new uuid, owner, loan
// number, names with a number appended, email, status, creation times one second apart; 10 % in a second
// organisation). Then prints EXPLAIN ANALYZE and timings of the list and search queries:
//   before: the queries the list ran until decision 044 (count(*) of every match, four ILIKEs), with the
//           indexes of migration 0028 dropped inside a transaction that is rolled back (no rebuild);
//   after:  the queries listApplicationsForAgent builds now, captured from its own Drizzle handle.
// Then the status call's query (findApplicationByUuid, what the status call runs on a cache miss) over the
// 1,000,000 rows and over a database `perf1` holding the one seed row, interleaved, and their p99 ratio.
// Every figure is printed with its target (BUDGETS.agentList1m); the run exits non-zero when one is over.
// Run alone: `npx tsx bench/agent-list-1m.ts` (first run builds the rows and indexes: about 2 minutes). `npm run bench`
// runs it too when a PostgreSQL answers (PERF1M_SKIP_BEFORE=1 there by default: the old statements take seconds
// each). PERF1M_ROWS changes the row count.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TAgentApplicationListQuery } from '@lintel/contract';
import { openPostgres, type Db } from '../apps/api/src/platform/database.ts';
import { listApplicationsForAgent } from '../apps/api/src/modules/application/list-applications-for-agent.ts';
import { findApplicationByUuid } from '../apps/api/src/modules/application/find-applications.ts';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';

const ROWS = Number(process.env.PERF1M_ROWS ?? 1_000_000);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAME = process.env.PERF1M_DATABASE ?? 'perf1m';
const ONE_ROW_NAME = process.env.PERF1_DATABASE ?? 'perf1';
const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url;
};
const url = urlOf(NAME);

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const ensureDatabase = async (name: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(urlOf(name).toString());
  await database.close();
};

/** The seed application and `copies` copies of it (none: the one-row database of the status figure). */
const ensureRows = async (pool: pg.Pool, copies: number) => {
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from applications');
  if (Number(rows[0]!.n) === copies + 1) return;
  console.log(`building ${(copies + 1).toLocaleString('en-US')} applications (load ${load()})`);
  const started = performance.now();
  await pool.query('truncate applications cascade');
  // One application as the create call writes it (the fields a HELOC application has at OFFER_SELECTION).
  const seed = await pool.query<{ uuid: string }>(
    `insert into applications (loan_number, organization_code, owner_identity_uuid, status, property_street1, property_city,
       property_state, property_zip, occupancy_type, annual_income, employment_type, first_name, last_name, email,
       idempotency_key, credit_score, home_value, offer_set, active)
     values ('LN000000000', 'LINTEL', gen_random_uuid(), 'OFFER_SELECTION', '12 Main St', 'Denver', 'CO', '80202',
       'PRIMARY_RESIDENCE', 12000000, 'FULL_TIME', 'Ada', 'Hopper', 'ada@example.com', 'seed', 742, 65000000,
       '{"offers":[{"amount":10000000,"rate":7.25,"term":360}]}', false)
     returning uuid`,
  );
  // Every secondary index is dropped while the copies go in and rebuilt after: maintaining the trigram index
  // row by row made the insert take hours; built once over the finished table it takes a minute or two.
  const { rows: indexes } = await pool.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = 'applications' and schemaname = current_schema()
       and indexname not in (select conname from pg_constraint where conrelid = 'applications'::regclass)`,
  );
  for (const index of indexes) await pool.query(`drop index ${index.name}`);
  if (copies > 0) await pool.query(
    // The record is built once per row in a lateral call: `(jsonb_populate_record(...)).*` calls the function
    // once per column (over a hundred), which made the insert take hours instead of minutes.
    `with seed as materialized (select to_jsonb(a) as row from applications a where a.uuid = $1)
     insert into applications
     select r.* from seed, generate_series(1, $2::int) g, lateral jsonb_populate_record(null::applications, seed.row || jsonb_build_object(
       'uuid', gen_random_uuid(),
       'owner_identity_uuid', gen_random_uuid(),
       'organization_code', case when g % 10 = 0 then 'HARBOR_CU' else 'LINTEL' end,
       'loan_number', 'LN' || lpad(g::text, 9, '0'),
       'first_name', 'Ada',
       'last_name', 'Hopper' || g,
       'email', 'applicant' || g || '@example.com',
       'idempotency_key', 'bench-' || g,
       'status', (array['OFFER_SELECTION','CANCELLED','IN_PROGRESS','INCOME_VERIFICATION','COMPLETE'])[1 + g % 5],
       'created_at', timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second',
       'updated_at', timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second'
     )) r`,
    [seed.rows[0]!.uuid, copies],
  );
  console.log(`rows in after ${((performance.now() - started) / 1000).toFixed(1)} s; building ${indexes.length} indexes (load ${load()})`);
  await pool.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await pool.query(index.definition);
  await pool.query('vacuum analyze applications');
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
};

const MIGRATION_0028_INDEXES = ['applications_created_uuid_idx', 'applications_search_trgm_idx'];

type TCase = { label: string; query: Partial<TAgentApplicationListQuery> };
const CASES: TCase[] = [
  { label: 'page 1', query: {} },
  { label: 'page 1, status OFFER_SELECTION', query: { status: 'OFFER_SELECTION' } },
  { label: 'page 50 (offset 980)', query: { page: 49 } },
  { label: 'search "hopper123456" (1 match)', query: { q: 'hopper123456' } },
  { label: 'search "hopper12" (about 10,000 matches)', query: { q: 'hopper12' } },
  { label: 'search "ada" (every row)', query: { q: 'ada' } },
  { label: 'search "ada hopper99" (two words)', query: { q: 'ada hopper99' } },
  { label: 'search "nobody" (no match)', query: { q: 'nobody' } },
];

const fullQuery = (query: Partial<TAgentApplicationListQuery>): TAgentApplicationListQuery => ({ page: 0, size: 20, ...query });

/** The two statements the list ran before decision 044, as it built them. */
const beforeStatements = (query: TAgentApplicationListQuery): Array<{ text: string; values: unknown[] }> => {
  const values: unknown[] = [['LINTEL']];
  const where = ['organization_code = any($1)'];
  if (query.status) {
    values.push(query.status);
    where.push(`status = $${values.length}`);
  }
  if (query.q) {
    values.push(`%${query.q}%`);
    const p = `$${values.length}`;
    const alternatives = [`first_name ilike ${p}`, `last_name ilike ${p}`, `email ilike ${p}`, `loan_number ilike ${p}`];
    const words = query.q.split(/\s+/);
    if (words.length === 2) {
      values.push(`%${words[0]}%`, `%${words[1]}%`);
      alternatives.push(`(first_name ilike $${values.length - 1} and last_name ilike $${values.length})`);
    }
    where.push(`(${alternatives.join(' or ')})`);
  }
  const filter = where.join(' and ');
  return [
    { text: `select * from applications where ${filter} order by created_at desc, uuid desc limit ${query.size} offset ${query.page * query.size}`, values },
    { text: `select count(*) from applications where ${filter}`, values },
  ];
};

const explain = async (client: pg.PoolClient | pg.Pool, statement: { text: string; values: unknown[] }) => {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${statement.text}`, statement.values);
  return rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n');
};

const timeRuns = async (runs: number, run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};


/**
 * The status call's query (findApplicationByUuid: what the status call runs when its cache misses) over the
 * big database and over the one-row database, one call on each in turn so both see the same load: the p99
 * of each and their ratio. Over the big one each call asks for a different application.
 */
const measureStatusQuery = async (big: pg.Pool, one: pg.Pool, calls: number) => {
  const captured: Array<{ text: string; values: unknown[] }> = [];
  const bigDb = drizzle({ client: big, logger: { logQuery: (text, values) => captured.push({ text, values }) } }) as unknown as Db;
  const oneDb = drizzle({ client: one }) as unknown as Db;
  const { rows: sample } = await big.query<{ uuid: string }>(`select uuid from applications tablesample system (1) limit $1`, [calls]);
  const { rows: only } = await one.query<{ uuid: string }>('select uuid from applications limit 1');
  const uuids = sample.map((row) => row.uuid);
  const oneUuid = only[0]!.uuid;
  for (let i = 0; i < 50; i += 1) {
    await findApplicationByUuid({ db: bigDb, uuid: uuids[i % uuids.length]! });
    await findApplicationByUuid({ db: oneDb, uuid: oneUuid });
  }
  const bigTimes: number[] = [];
  const oneTimes: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    let started = performance.now();
    const found = await findApplicationByUuid({ db: bigDb, uuid: uuids[i % uuids.length]! });
    bigTimes.push(performance.now() - started);
    if (!found) throw new Error('the status query found no application');
    started = performance.now();
    await findApplicationByUuid({ db: oneDb, uuid: oneUuid });
    oneTimes.push(performance.now() - started);
  }
  captured.length = 0;
  await findApplicationByUuid({ db: bigDb, uuid: uuids[0]! });
  return {
    big: { p50: percentile(bigTimes, 50), p99: percentile(bigTimes, 99) },
    one: { p50: percentile(oneTimes, 50), p99: percentile(oneTimes, 99) },
    distinct: new Set(uuids).size,
    statement: captured[0]!,
  };
};

/** Every figure of the agent's list and the status call's query over the big database, as checks (npm run bench). */
export const measureAgentList1m = async (): Promise<TCheck[]> => {
  const checks: TCheck[] = [];
  const budget = BUDGETS.agentList1m;
  await ensureDatabase(NAME);
  await ensureDatabase(ONE_ROW_NAME);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const onePool = new pg.Pool({ connectionString: urlOf(ONE_ROW_NAME).toString(), max: 2 });
  try {
    await ensureRows(pool, ROWS);
    await ensureRows(onePool, 0);
    const captured: Array<{ text: string; values: unknown[] }> = [];
    const db = drizzle({ client: pool, logger: { logQuery: (text, values) => captured.push({ text, values }) } }) as unknown as Db;
    const verbose = process.env.BENCH_VERBOSE === '1';
    console.log(`agent list over ${ROWS.toLocaleString('en-US')} applications, PostgreSQL, load ${load()}`);

    if (process.env.PERF1M_SKIP_BEFORE !== '1') {
      console.log('\nbefore (indexes of migration 0028 dropped in a rolled-back transaction; the old statements):');
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const index of MIGRATION_0028_INDEXES) await client.query(`drop index if exists ${index}`);
        for (const { label, query } of CASES) {
          const [rows, total] = beforeStatements(fullQuery(query));
          const timing = await timeRuns(3, () => Promise.all([client.query(rows!.text, rows!.values), client.query(total!.text, total!.values)]));
          console.log(`  ${label}: p50 ${ms(timing.p50)}, max of 3 ${ms(timing.p95)} (load ${load()})`);
          if (verbose) console.log(`    rows:\n${await explain(client, rows!)}\n    total:\n${await explain(client, total!)}`);
        }
      } finally {
        await client.query('rollback');
        client.release();
      }
    }

    console.log('\nafter (listApplicationsForAgent as it runs, migration 0028 indexes):');
    for (const { label, query } of CASES) {
      const full = fullQuery(query);
      await listApplicationsForAgent({ db, orgCodes: ['LINTEL'], query: full });
      const timing = await timeRuns(20, () => listApplicationsForAgent({ db, orgCodes: ['LINTEL'], query: full }));
      captured.length = 0;
      const answer = await listApplicationsForAgent({ db, orgCodes: ['LINTEL'], query: full });
      const figure = `p50 ${ms(timing.p50)}, p95 of 20 ${ms(timing.p95)}; total ${answer.total}${answer.totalIsLowerBound ? '+' : ''} (load ${load()})`;
      checks.push({ name: `agent list, ${label}, p95 ms (<= ${budget.listP95MaxMs})`, figure, ok: timing.p95 <= budget.listP95MaxMs });
      console.log(`  ${label}: ${figure}`);
      if (verbose) for (const statement of [...captured]) console.log(`    ${statement.text}\n${await explain(pool, statement)}`);
    }
    // Keyset paging 500 pages deep (10,000 rows in): the cursor costs what page 1 costs.
    let after: string | null = null;
    for (let i = 0; i < 500; i += 1) after = (await listApplicationsForAgent({ db, orgCodes: ['LINTEL'], query: fullQuery({ ...(after ? { after } : {}) }) })).nextCursor;
    const deep = await timeRuns(20, () => listApplicationsForAgent({ db, orgCodes: ['LINTEL'], query: fullQuery({ after: after! }) }));
    const deepFigure = `p50 ${ms(deep.p50)}, p95 of 20 ${ms(deep.p95)} (load ${load()})`;
    checks.push({ name: `agent list, page 501 by cursor, p95 ms (<= ${budget.listP95MaxMs})`, figure: deepFigure, ok: deep.p95 <= budget.listP95MaxMs });
    console.log(`  page 501 by cursor: ${deepFigure}`);

    const calls = Number(process.env.PERF1M_STATUS_CALLS ?? 5000);
    console.log(`\nstatus call's query (findApplicationByUuid, a cache miss), ${calls} calls on each database in turn:`);
    const status = await measureStatusQuery(pool, onePool, calls);
    const ratio = status.big.p99 / status.one.p99;
    console.log(`  ${status.statement.text}\n${await explain(pool, status.statement)}`);
    console.log(
      `  ${ROWS.toLocaleString('en-US')} rows (${status.distinct} different applications): p50 ${ms(status.big.p50)}, p99 ${ms(status.big.p99)}; ` +
        `1 row: p50 ${ms(status.one.p50)}, p99 ${ms(status.one.p99)} (load ${load()})`,
    );
    checks.push({
      name: `status call's query p99, ${ROWS.toLocaleString('en-US')} rows / 1 row (<= ${budget.statusP99RatioMax})`,
      figure: `${ms(status.big.p99)} / ${ms(status.one.p99)} = ${ratio.toFixed(2)} (load ${load()})`,
      ok: ratio <= budget.statusP99RatioMax,
    });
  } finally {
    await pool.end();
    await onePool.end();
  }
  return checks;
};

/** Whether a PostgreSQL answers at BENCH_POSTGRES_URL (npm run bench runs this section only then). */
export const postgresAnswers = async (): Promise<boolean> => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = await measureAgentList1m();
  console.log(`\nchecks (load ${load()}; figures taken above a load of about 2 are noise):`);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
