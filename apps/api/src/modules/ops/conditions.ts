import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TAgentCondition, TCondition, TCreateConditionRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { conditions, type TConditionRow } from './tables.ts';

export const toCondition = (row: TConditionRow): TCondition => ({
  uuid: row.uuid,
  categoryEnum: row.categoryEnum as TCondition['categoryEnum'],
  created: row.createdAt.toISOString(),
  requestDocuments: row.requestDocuments,
  notes: row.notes,
  commentsToBorrower: row.commentsToBorrower,
  actionNeeded: row.actionNeeded,
  xtraData: row.xtraData,
});

export const toAgentCondition = (row: TConditionRow): TAgentCondition => ({
  ...toCondition(row),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolvedByIdentityUuid: row.resolvedByIdentityUuid,
  resolution: row.resolution,
});

export const createCondition = async (options: {
  db: Db;
  applicationUuid: string;
  createdByIdentityUuid: string;
  request: TCreateConditionRequest;
}): Promise<TConditionRow> => {
  const { request } = options;
  const [row] = await options.db
    .insert(conditions)
    .values({
      applicationUuid: options.applicationUuid,
      categoryEnum: request.categoryEnum,
      requestDocuments: request.requestDocuments,
      notes: request.notes ?? null,
      commentsToBorrower: request.commentsToBorrower ?? null,
      xtraData: request.xtraData,
      createdByIdentityUuid: options.createdByIdentityUuid,
    })
    .returning();
  return row!;
};

/** Resolving twice keeps the first resolution (a retried PATCH does no harm). */
export const resolveCondition = async (options: {
  db: Db;
  applicationUuid: string;
  conditionUuid: string;
  resolvedByIdentityUuid: string;
  resolution: string;
}): Promise<TConditionRow> => {
  const match = and(eq(conditions.uuid, options.conditionUuid), eq(conditions.applicationUuid, options.applicationUuid));
  const [updated] = await options.db
    .update(conditions)
    .set({ actionNeeded: false, resolvedAt: new Date(), resolvedByIdentityUuid: options.resolvedByIdentityUuid, resolution: options.resolution })
    .where(and(match, isNull(conditions.resolvedAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await options.db.select().from(conditions).where(match);
  if (!existing) throw notFound();
  return existing;
};

export const findConditions = (options: { db: Db; applicationUuid: string; openOnly: boolean }) =>
  options.db
    .select()
    .from(conditions)
    .where(
      options.openOnly
        ? and(eq(conditions.applicationUuid, options.applicationUuid), isNull(conditions.resolvedAt))
        : eq(conditions.applicationUuid, options.applicationUuid),
    )
    .orderBy(asc(conditions.createdAt));
