import { and, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { TAgentApplicationList, TAgentApplicationListQuery } from '@lintel/contract';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { applications } from './tables.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applications of the agent's organisations, newest first, filtered by status, brand, age (whole days on the
 * simulated clock) and by name, email or loan number.
 */
export const listApplicationsForAgent = async (options: {
  db: Db;
  orgCodes: readonly string[];
  query: TAgentApplicationListQuery;
}): Promise<TAgentApplicationList> => {
  const { db, orgCodes, query } = options;
  if (orgCodes.length === 0) return { items: [], page: query.page, size: query.size, total: 0 };
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
  const where = and(...filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.uuid))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return {
    items: rows.map((row) => ({
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
    total: totals?.total ?? 0,
  };
};
