import { and, inArray, isNotNull } from 'drizzle-orm';
import type { TFindFundedDates } from '../application/index.ts';
import { fundingTimelines } from './tables.ts';

/** When each application's initial draw was sent (simulated clock), for those funded: the recent-HELOC rule's date. */
export const findFundedDates: TFindFundedDates = async ({ db, applicationUuids }) => {
  if (applicationUuids.length === 0) return new Map();
  const rows = await db
    .select({ applicationUuid: fundingTimelines.applicationUuid, fundedAt: fundingTimelines.fundedAt })
    .from(fundingTimelines)
    .where(and(inArray(fundingTimelines.applicationUuid, [...applicationUuids]), isNotNull(fundingTimelines.fundedAt)));
  return new Map(rows.flatMap((row) => (row.fundedAt ? [[row.applicationUuid, row.fundedAt] as const] : [])));
};
