// Issue 18's table, as `npm run bench` prints it at the end: each figure the issue names, with the figure the
// issue was filed with ("before"), the figure on a quiet machine at the start of the session that took it on
// (2026-11-24, load average about 1.5), this run's figure and the issue's target. This run's figure is read from
// the checks the measurements returned (matched by their names), so the table never measures anything itself.
import type { TCheck } from './server-throughput.ts';

type TRow = {
  figure: string;
  before: string;
  sessionStart: string;
  target: string;
  /** The check whose figure this row shows, by its name. */
  check: RegExp;
  /** Whether this run's figure meets the issue's target. */
  meets: (value: number) => boolean;
  /** Where the number sits in the check's figure (its first capture); the figure's first number otherwise. */
  extract?: RegExp;
  /** Several checks match (the search cases): the row shows the worst of them. */
  worstOf?: 'max';
};

/** "p50 1.2 ms, p95 of 20 3.4 ms; …" (bench/agent-list-1m.ts). */
const P95_OF_RUNS = /p95 of \d+ (\d+(?:\.\d+)?) ms/;

const atMost = (limit: number) => (value: number) => value <= limit;
const atLeast = (limit: number) => (value: number) => value >= limit;

export const ISSUE_18_ROWS: TRow[] = [
  {
    figure: 'JS transferred by register-v2, KB gzip',
    before: '235',
    sessionStart: '303.5',
    target: '<= 110',
    check: /^mobile \/account\/heloc\/register-v2: JavaScript transferred/,
    meets: atMost(110),
  },
  {
    figure: 'JS transferred by login, KB gzip',
    before: '205',
    sessionStart: '240.4',
    target: '<= 100',
    check: /^mobile \/auth\/login: JavaScript transferred/,
    meets: atMost(100),
  },
  {
    figure: 'Lighthouse mobile register-v2: performance',
    before: '74',
    sessionStart: '91',
    target: '>= 95',
    check: /^mobile \/account\/heloc\/register-v2: performance/,
    meets: atLeast(95),
  },
  {
    figure: 'Lighthouse mobile register-v2: LCP ms',
    before: '3650',
    sessionStart: '2558',
    target: '<= 1800',
    check: /^mobile \/account\/heloc\/register-v2: LCP/,
    meets: atMost(1800),
  },
  {
    figure: 'Lighthouse mobile register-v2: TBT ms',
    before: '471',
    sessionStart: '189',
    target: '<= 100',
    check: /^mobile \/account\/heloc\/register-v2: TBT/,
    meets: atMost(100),
  },
  {
    figure: 'Lighthouse mobile login: performance',
    before: '81',
    sessionStart: '91',
    target: '>= 95',
    check: /^mobile \/auth\/login: performance/,
    meets: atLeast(95),
  },
  {
    figure: 'Lighthouse mobile login: LCP ms',
    before: '3340',
    sessionStart: '2539',
    target: '<= 1800',
    check: /^mobile \/auth\/login: LCP/,
    meets: atMost(1800),
  },
  {
    figure: 'Lighthouse mobile login: TBT ms',
    before: '296',
    sessionStart: '214',
    target: '<= 100',
    check: /^mobile \/auth\/login: TBT/,
    meets: atMost(100),
  },
  {
    figure: 'Lighthouse desktop register-v2: performance',
    before: '97-99',
    sessionStart: '99',
    target: '100',
    check: /^desktop \/account\/heloc\/register-v2: performance/,
    meets: atLeast(100),
  },
  {
    figure: 'Lighthouse desktop login: performance',
    before: '97-99',
    sessionStart: '100',
    target: '100',
    check: /^desktop \/auth\/login: performance/,
    meets: atLeast(100),
  },
  ...(['PGlite', 'PostgreSQL'] as const).flatMap((database): TRow[] => [
    {
      figure: `create → OFFER_SELECTION, 20 at once, ${database}: p95 ms`,
      before: '37500',
      sessionStart: database === 'PGlite' ? '2802' : 'not taken',
      target: '<= 2000',
      check: new RegExp(`^${database}: create to OFFER_SELECTION, p95 of \\d+ concurrent applicants`),
      meets: atMost(2000),
    },
    {
      figure: `150 applicants at once, ${database}: applications/s`,
      before: '0.5',
      sessionStart: database === 'PGlite' ? '8.9' : 'not taken',
      target: '>= 10',
      check: new RegExp(`^${database}: \\d+ applicants at once: slowest`),
      meets: atLeast(10),
      extract: /(\d+(?:\.\d+)?)\s*applications\/s/,
    },
    {
      figure: `150 applicants at once, ${database}: slowest, ms`,
      before: '> 60000 (22 of 150)',
      sessionStart: database === 'PGlite' ? '16771' : 'not taken',
      target: '<= 30000',
      check: new RegExp(`^${database}: \\d+ applicants at once: slowest`),
      meets: atMost(30_000),
    },
  ]),
  {
    figure: 'npm start, existing data folder → /healthz, ms',
    before: '2200-4000',
    sessionStart: '1597',
    target: '<= 1500',
    check: /existing data folder, ms/,
    meets: atMost(1500),
  },
  {
    figure: 'constant-data call ÷ bare Fastify, %',
    before: '4-6',
    sessionStart: '21.5',
    target: '>= 25',
    check: /^constant-data call \/ bare Fastify/,
    meets: atLeast(25),
  },
  {
    figure: 'status call ÷ constant-data call',
    before: '0.48',
    sessionStart: '0.95',
    target: '>= 0.8',
    check: /^status call \/ constant-data call/,
    meets: atLeast(0.8),
  },
  {
    figure: 'status call p99 ms, 50 connections',
    before: '132-313',
    sessionStart: '8',
    target: '<= 20',
    check: /^status call p99 ms/,
    meets: atMost(20),
  },
  {
    figure: 'status p99, 1,000,000 ÷ 1 applications (PostgreSQL)',
    before: '1.09',
    sessionStart: 'not taken',
    target: '<= 1.2',
    check: /^status call's query p99, 1,000,000 rows \/ 1 row/,
    meets: atMost(1.2),
    extract: /= (\d+(?:\.\d+)?)/,
  },
  {
    figure: 'agent queue page 1, 1,000,000 (PostgreSQL): p95 ms',
    before: '1300',
    sessionStart: 'not taken',
    target: '<= 100',
    check: /^agent list, page 1, p95/,
    meets: atMost(100),
    extract: P95_OF_RUNS,
  },
  {
    figure: 'agent search, 1,000,000 (PostgreSQL): worst p95 ms',
    before: '2900',
    sessionStart: 'not taken',
    target: '<= 100',
    check: /^agent list, search .*p95/,
    meets: atMost(100),
    extract: P95_OF_RUNS,
    worstOf: 'max',
  },
];

/** The first number of a check's figure (`"21.5 %"`, `"2802 ms (median …)"`, `"16771 ms, 8.9 applications/s"`). */
const numbersOf = (figure: string): number[] =>
  [...figure.replaceAll(',', '').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

const valueOf = (row: TRow, check: TCheck): number | undefined => {
  if (row.extract) {
    const found = row.extract.exec(check.figure);
    return found ? Number(found[1]) : undefined;
  }
  const numbers = numbersOf(check.figure);
  return numbers[0];
};

const pad = (text: string, width: number) =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);

export const printIssue18Table = (checks: TCheck[]): void => {
  const widths = [58, 22, 14, 14, 10];
  const line = (cells: string[]) => `  ${cells.map((c, i) => pad(c, widths[i] ?? 8)).join(' ')}`;
  console.log(
    '\n==> issue 18: before (as filed), at the start of the 2026-11-24 session (quiet), this run, target',
  );
  console.log(line(['figure', 'before', 'session start', 'this run', 'target']));
  for (const row of ISSUE_18_ROWS) {
    const values = checks
      .filter((c) => row.check.test(c.name))
      .map((c) => valueOf(row, c))
      .filter((v): v is number => v !== undefined);
    const value = values.length === 0 ? undefined : row.worstOf === 'max' ? Math.max(...values) : values[0];
    const mark = value === undefined ? '  --' : row.meets(value) ? '  met' : '  not met';
    console.log(
      line([
        row.figure,
        row.before,
        row.sessionStart,
        value === undefined ? 'not run' : String(value),
        row.target,
      ]) + mark,
    );
  }
};
