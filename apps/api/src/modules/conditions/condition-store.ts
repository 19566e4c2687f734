import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TAgentCondition, TApplicantCondition, TCondition, TCreateConditionRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { conditionReads, conditions, type TConditionRow } from './tables.ts';

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
  signerUuid: row.signerUuid,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolvedByIdentityUuid: row.resolvedByIdentityUuid,
  resolution: row.resolution,
});

/** The applicant's view: no agent notes beyond the spec's fields, plus its own read state. */
export const toApplicantCondition = (row: TConditionRow, readUuids: ReadonlySet<string>): TApplicantCondition => ({
  ...toCondition(row),
  isUnread: !readUuids.has(row.uuid),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

export const insertCondition = async (options: {
  tx: Db;
  applicationUuid: string;
  /** null: the system (a vendor's answer) asks, not an agent. */
  createdByIdentityUuid: string | null;
  request: TCreateConditionRequest;
  /** The additional signer it asks; absent: the primary. */
  signerUuid?: string | null;
}): Promise<TConditionRow> => {
  const { request } = options;
  const [row] = await options.tx
    .insert(conditions)
    .values({
      applicationUuid: options.applicationUuid,
      signerUuid: options.signerUuid ?? null,
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

/**
 * Whose conditions a caller reaches (decision 036): `null` the primary's only, a signer's uuid that signer's
 * only; absent (agents, the system) every condition of the application.
 */
export type TConditionAudience = { signerUuid?: string | null | undefined };

const audienceOf = (options: TConditionAudience) =>
  options.signerUuid === undefined
    ? undefined
    : options.signerUuid === null
      ? isNull(conditions.signerUuid)
      : eq(conditions.signerUuid, options.signerUuid);

const matchOf = (applicationUuid: string, conditionUuid: string, audience: TConditionAudience = {}) =>
  and(eq(conditions.uuid, conditionUuid), eq(conditions.applicationUuid, applicationUuid), audienceOf(audience));

/** Resolving twice keeps the first resolution (a retried PATCH does no harm). */
export const resolveCondition = async (options: {
  db: Db;
  applicationUuid: string;
  conditionUuid: string;
  /** null: the system resolved it (the applicant's new upload passed the check). */
  resolvedByIdentityUuid: string | null;
  resolution: string;
}): Promise<TConditionRow> => {
  const match = matchOf(options.applicationUuid, options.conditionUuid);
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

/**
 * The borrower has sent what an open condition asked for: it leaves the borrower's to-do list and waits
 * for an agent (a resolved condition stays resolved). 404 for a condition not on this application.
 */
export const submitCondition = async (
  options: { db: Db; applicationUuid: string; conditionUuid: string } & TConditionAudience,
): Promise<TConditionRow> => {
  const match = matchOf(options.applicationUuid, options.conditionUuid, options);
  const [updated] = await options.db
    .update(conditions)
    .set({ actionNeeded: false, submittedAt: new Date() })
    .where(and(match, isNull(conditions.resolvedAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await options.db.select().from(conditions).where(match);
  if (!existing) throw notFound();
  return existing;
};

export const findCondition = async (
  options: { db: Db; applicationUuid: string; conditionUuid: string } & TConditionAudience,
): Promise<TConditionRow | undefined> => {
  const [row] = await options.db.select().from(conditions).where(matchOf(options.applicationUuid, options.conditionUuid, options));
  return row;
};

export const findConditions = (options: { db: Db; applicationUuid: string; openOnly: boolean } & TConditionAudience) =>
  options.db
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, options.applicationUuid),
        options.openOnly ? isNull(conditions.resolvedAt) : undefined,
        audienceOf(options),
      ),
    )
    .orderBy(asc(conditions.createdAt));

/** The conditions of `conditionUuids` this person has seen. */
export const findReadConditionUuids = async (options: { db: Db; identityUuid: string; conditionUuids: readonly string[] }) => {
  if (options.conditionUuids.length === 0) return new Set<string>();
  const rows = await options.db
    .select({ conditionUuid: conditionReads.conditionUuid })
    .from(conditionReads)
    .where(and(eq(conditionReads.identityUuid, options.identityUuid), inArray(conditionReads.conditionUuid, [...options.conditionUuids])));
  return new Set(rows.map((r) => r.conditionUuid));
};

/** Marks conditions of one application read for one person; uuids not on the application are ignored. */
export const markConditionsRead = async (
  options: { db: Db; applicationUuid: string; identityUuid: string; conditionUuids: readonly string[] } & TConditionAudience,
) => {
  if (options.conditionUuids.length === 0) return;
  const own = await options.db
    .select({ uuid: conditions.uuid })
    .from(conditions)
    .where(and(eq(conditions.applicationUuid, options.applicationUuid), inArray(conditions.uuid, [...options.conditionUuids]), audienceOf(options)));
  if (own.length === 0) return;
  await options.db
    .insert(conditionReads)
    .values(own.map((c) => ({ conditionUuid: c.uuid, identityUuid: options.identityUuid })))
    .onConflictDoNothing();
};
