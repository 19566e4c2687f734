import type { TLiabilityRow } from './tables.ts';

type TPulledLine = Pick<TLiabilityRow, 'source' | 'createdAt'>;

/**
 * The liabilities every reader sums or lists (offer pricing, the offer set's liabilities, the agent's
 * detail): the set of the latest credit pull. After the hard pull the table holds a SOFT and a HARD set
 * for the same accounts; counting both would double the debts. The latest pull is the one whose set was
 * written last; on a tie (one transaction) the hard pull wins, as it always follows the soft one.
 */
export const selectLatestPullLiabilities = <T extends TPulledLine>(rows: readonly T[]): T[] => {
  const rank = (row: TPulledLine) => [row.createdAt.getTime(), row.source === 'HARD' ? 1 : 0] as const;
  let latest: T | undefined;
  for (const row of rows) {
    if (!latest) latest = row;
    else {
      const [time, hard] = rank(row);
      const [latestTime, latestHard] = rank(latest);
      if (time > latestTime || (time === latestTime && hard > latestHard)) latest = row;
    }
  }
  return latest ? rows.filter((row) => row.source === latest.source) : [];
};
