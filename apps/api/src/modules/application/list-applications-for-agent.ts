import { and, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { AGENT_LIST_TOTAL_CAP, type TAgentApplicationList, type TAgentApplicationListQuery } from '@lintel/contract';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { applications, applicationSearchText } from './tables.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The row's place in the list's order, exact to the microsecond (a JavaScript Date keeps milliseconds). */
const createdMicros = sql<string>`(extract(epoch from ${applications.createdAt}) * 1000000)::bigint::text`;

/**
 * Applications of the agent's organisations, newest first, filtered by status, brand, age (whole days on the
 * simulated clock) and by name, email or loan number. Served by the `(created_at desc, uuid desc)` index
 * and, for a search, the trigram index on `applicationSearchText` (migration 0028, decision 044); the total
 * is counted up to a cap.
 */
export const listApplicationsForAgent = async (options: {
  db: Db;
  orgCodes: readonly string[];
  query: TAgentApplicationListQuery;
}): Promise<TAgentApplicationList> => {
  const { db, orgCodes, query } = options;
  const offset = query.page * query.size;
  if (orgCodes.length === 0) return { items: [], page: query.page, size: query.size, total: 0, totalIsLowerBound: false, nextCursor: null };
  const filters: SQL[] = [inArray(applications.organizationCode, [...orgCodes])];
  if (query.status) filters.push(eq(applications.status, query.status));
  // A brand outside the agent's organisations simply matches nothing (no hint that it exists).
  if (query.org) filters.push(eq(applications.organizationCode, query.org));
  if (query.minAgeDays !== undefined || query.maxAgeDays !== undefined) {
    const now = (await clockNow(db)).getTime();
    if (query.minAgeDays !== undefined) filters.push(lte(applications.createdAt, new Date(now - query.minAgeDays * DAY_MS)));
    if (query.maxAgeDays !== undefined) filters.push(gt(applications.createdAt, new Date(now - query.maxAgeDays * DAY_MS)));
  }
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const words = query.q.split(/\s+/).filter(Boolean);
    const byWords = words.length === 2 ? [and(ilike(applications.firstName, `%${escapeLike(words[0]!)}%`), ilike(applications.lastName, `%${escapeLike(words[1]!)}%`))!] : [];
    // Every alternative below implies this one condition on the indexed text (first, last, email, loan
    // number joined by spaces): each contains the words in order. The trigram index finds its candidates,
    // the alternatives keep exactly today's matches. They are also what keeps the planner on the trigram
    // index for a rare word: with the one condition alone it estimates a word in 1 % of the rows and walks
    // the list's order, which reads nearly every row when the matches are old (decision 057: 1.5 s for
    // "hopper12" over 1,000,000 rows, whose 10,000 matches are the oldest).
    filters.push(sql`lower(${applicationSearchText}) like lower(${`%${words.map(escapeLike).join('%')}%`})`);
    filters.push(
      or(
        ilike(applications.firstName, pattern),
        ilike(applications.lastName, pattern),
        ilike(applications.email, pattern),
        ilike(applications.loanNumber, pattern),
        ...byWords,
      )!,
    );
  }
  const counted = and(...filters);
  if (query.after) {
    const [micros, uuid] = query.after.split('.') as [string, string];
    filters.push(
      sql`(${applications.createdAt}, ${applications.uuid}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${uuid}::uuid)`,
    );
  }
  // Counting stops past the cap (or past the page asked for): an exact count would read every match.
  const countLimit = Math.max(AGENT_LIST_TOTAL_CAP, offset + query.size);
  const [rows, [totals]] = await Promise.all([
    // The page's rows are chosen by uuid first, then read whole: a search sorts every candidate, and sorting
    // two columns instead of the whole row (about a kilobyte) took a third off a search over 10,000
    // candidates (decision 057).
    db
      .select({ row: applications, createdMicros })
      .from(applications)
      .where(
        inArray(
          applications.uuid,
          db
            .select({ uuid: applications.uuid })
            .from(applications)
            .where(and(...filters))
            .orderBy(desc(applications.createdAt), desc(applications.uuid))
            .limit(query.size + 1)
            .offset(offset),
        ),
      )
      .orderBy(desc(applications.createdAt), desc(applications.uuid)),
    db
      .select({ total: count() })
      .from(
        db
          .select({ one: sql`1`.as('one') })
          .from(applications)
          .where(counted)
          .limit(countLimit + 1)
          .as('capped'),
      ),
  ]);
  const matched = totals?.total ?? 0;
  const page = rows.slice(0, query.size);
  const last = page[page.length - 1];
  return {
    items: page.map(({ row }) => ({
      uuid: row.uuid,
      loanNumber: row.loanNumber,
      organizationCode: row.organizationCode,
      applicationStatus: row.status,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      propertyState: row.propertyState,
      createdDate: row.createdAt.toISOString(),
      updatedDate: row.updatedAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total: Math.min(matched, countLimit),
    totalIsLowerBound: matched > countLimit,
    nextCursor: rows.length > query.size && last ? `${last.createdMicros}.${last.row.uuid}` : null,
  };
};
