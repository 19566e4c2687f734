import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { bpoRequests, type TBpoRequestRow } from './tables.ts';

export const findBpoRequest = async (options: {
  db: Db;
  applicationUuid: string;
}): Promise<TBpoRequestRow | undefined> =>
  (
    await options.db
      .select()
      .from(bpoRequests)
      .where(eq(bpoRequests.applicationUuid, options.applicationUuid))
  )[0];

/** The applicant's estimate; a second estimate (after an agent sent the application back) replaces the first. */
export const saveBpoEstimate = async (options: {
  db: Db;
  applicationUuid: string;
  estimatedValueCents: number;
  propertyCondition: string;
}) => {
  const values = {
    estimatedValue: options.estimatedValueCents,
    propertyCondition: options.propertyCondition,
  };
  await options.db
    .insert(bpoRequests)
    .values({ applicationUuid: options.applicationUuid, ...values })
    .onConflictDoUpdate({ target: bpoRequests.applicationUuid, set: { ...values, updatedAt: new Date() } });
};

export const recordBpoAgreement = async (options: {
  db: Db;
  applicationUuid: string;
  agreement: { feeCents: number; feeAcceptedAt: Date } | { acknowledgedAt: Date };
}) => {
  await options.db
    .update(bpoRequests)
    .set({ ...options.agreement, updatedAt: new Date() })
    .where(eq(bpoRequests.applicationUuid, options.applicationUuid));
};

/** Records the provider's order once: of two concurrent runs, only the first order is kept (answers the kept row). */
export const recordBpoOrder = async (options: {
  db: Db;
  applicationUuid: string;
  orderId: string;
  orderedAt: Date;
}): Promise<TBpoRequestRow | undefined> => {
  await options.db
    .update(bpoRequests)
    .set({ orderId: options.orderId, orderedAt: options.orderedAt, updatedAt: new Date() })
    .where(and(eq(bpoRequests.applicationUuid, options.applicationUuid), isNull(bpoRequests.orderId)));
  return findBpoRequest(options);
};

export const recordBpoResult = async (options: {
  db: Db;
  applicationUuid: string;
  value: number;
  reportedCondition: string;
  completedAt: Date;
}) => {
  await options.db
    .update(bpoRequests)
    .set({
      value: options.value,
      reportedCondition: options.reportedCondition,
      completedAt: options.completedAt,
      updatedAt: new Date(),
    })
    .where(eq(bpoRequests.applicationUuid, options.applicationUuid));
};
