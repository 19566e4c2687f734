import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { liabilities } from './tables.ts';

export type TLiabilityInput = {
  accountType: string;
  creditorName: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  isDelinquent: boolean;
};

/** Replaces the liabilities from one kind of pull: running the same pull twice leaves one set. */
export const replaceLiabilities = (options: {
  db: Db;
  applicationUuid: string;
  source: 'SOFT' | 'HARD';
  tradelines: readonly TLiabilityInput[];
}): Promise<void> =>
  options.db.transaction(async (tx) => {
    await tx.delete(liabilities).where(and(eq(liabilities.applicationUuid, options.applicationUuid), eq(liabilities.source, options.source)));
    if (options.tradelines.length === 0) return;
    await tx.insert(liabilities).values(
      options.tradelines.map((line) => ({
        applicationUuid: options.applicationUuid,
        source: options.source,
        accountType: line.accountType,
        creditorName: line.creditorName,
        monetaryBalance: line.monetaryBalance,
        monetaryCalculatedNextPaymentMinimumAmount: line.monetaryCalculatedNextPaymentMinimumAmount,
        isDelinquent: line.isDelinquent,
      })),
    );
  });
