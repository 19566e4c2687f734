import { and, eq, inArray } from 'drizzle-orm';
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

/**
 * Writes the payoff marks onto an application's liabilities: MARKED_FOR_PAYOFF on `payoffUuids`, none on the
 * rest (spec 02 "Liabilities" payOff.status). Marks on rows of another application are never touched.
 */
export const markLiabilitiesForPayoff = (options: { db: Db; applicationUuid: string; payoffUuids: readonly string[] }): Promise<void> =>
  options.db.transaction(async (tx) => {
    await tx.update(liabilities).set({ payOffStatus: null }).where(eq(liabilities.applicationUuid, options.applicationUuid));
    if (options.payoffUuids.length === 0) return;
    await tx
      .update(liabilities)
      .set({ payOffStatus: 'MARKED_FOR_PAYOFF' })
      .where(and(eq(liabilities.applicationUuid, options.applicationUuid), inArray(liabilities.uuid, [...options.payoffUuids])));
  });

type TMatchable = { uuid: string; accountType: string; creditorName: string };

/**
 * The rows of a new pull that are the same debts as marked rows of the previous one (same creditor and account
 * type, in report order): payoff marks chosen on the offer screen follow the debt into the hard pull's set.
 */
export const matchPayoffMarks = (options: {
  previous: readonly TMatchable[];
  next: readonly TMatchable[];
  markedUuids: readonly string[];
}): string[] => {
  const marked = new Set(options.markedUuids);
  const keyOf = (row: TMatchable) => `${row.creditorName}\u0000${row.accountType}`;
  const remaining = new Map<string, string[]>();
  for (const row of options.next) remaining.set(keyOf(row), [...(remaining.get(keyOf(row)) ?? []), row.uuid]);
  const carried: string[] = [];
  for (const row of options.previous) {
    const candidates = remaining.get(keyOf(row));
    const match = candidates?.shift();
    if (match && marked.has(row.uuid)) carried.push(match);
  }
  return carried;
};
