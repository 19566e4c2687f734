import { and, eq } from 'drizzle-orm';
import { isRecentHelocFunding } from '@lintel/domain';
import { clockNow, simulatedTimeOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { applications } from './tables.ts';

/** When the initial draw of some applications was sent (the funding timeline's fundedAt, simulated clock). */
export type TFindFundedDates = (options: { db: Db; applicationUuids: readonly string[] }) => Promise<ReadonlyMap<string, Date>>;

/**
 * The funding module owns the funding dates and imports this module, so it hands its reader over when it loads
 * (funding/index.ts), as the signers module does (decision 076).
 */
let findFundedDates: TFindFundedDates | undefined;

export const provideFundedDates = (find: TFindFundedDates): void => {
  findFundedDates = find;
};

/**
 * Whether the caller received a HELOC of this brand within the recent-HELOC waiting period (spec 01 section 9,
 * decision 088): a COMPLETE application, dated by when its money was sent, judged on the server's clock. One
 * moved to COMPLETE without a funding timeline (an agent's move) counts from when it entered COMPLETE.
 */
export const hasRecentHeloc = async (options: { db: Db; ownerIdentityUuid: string; organizationCode: string }): Promise<boolean> => {
  const { db } = options;
  const complete = await db
    .select({ uuid: applications.uuid, statusEnteredAt: applications.statusEnteredAt })
    .from(applications)
    .where(
      and(
        eq(applications.ownerIdentityUuid, options.ownerIdentityUuid),
        eq(applications.organizationCode, options.organizationCode),
        eq(applications.status, 'COMPLETE'),
      ),
    );
  if (complete.length === 0) return false;
  if (!findFundedDates) throw new Error('the funding module has not provided its reader (import modules/funding/index.ts)');
  const funded = await findFundedDates({ db, applicationUuids: complete.map((row) => row.uuid) });
  const [now, simulated] = await Promise.all([clockNow(db), simulatedTimeOf(db)]);
  return complete.some((row) => isRecentHelocFunding({ fundedAt: funded.get(row.uuid) ?? simulated(row.statusEnteredAt), now }));
};
