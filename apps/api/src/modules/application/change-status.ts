import { and, eq, sql } from 'drizzle-orm';
import { canTransition, isApplicationStatus, type TApplicationStatus } from '@lintel/domain';
import type { TStatusChangeFields } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http-error.ts';
import type { TActor } from './actor.ts';
import { isActiveStatus } from './application-lifecycle.ts';
import { announceStatusChange, runStatusEntryHooks, STATUS_CHANNEL } from './status-events.ts';
import { applicationAudit, applications, type TApplicationRow } from './tables.ts';

export const STATUS_CONFLICT_MESSAGE = 'The application changed meanwhile. Please reload it and try again.';
export const transitionNotAllowedMessage = (from: string, to: string) => `A change from ${from} to ${to} is not allowed`;

/** Columns a change may set beside the status: the status fields plus what the jobs record. */
export type TStatusChangeColumns = TStatusChangeFields &
  Partial<Omit<typeof applications.$inferInsert, 'uuid' | 'status' | 'organizationCode' | 'ownerIdentityUuid' | 'createdAt'>>;

export type TChangeStatusOptions = {
  db: Db;
  uuid: string;
  to: TApplicationStatus;
  actor: TActor;
  reason: string;
  fields?: TStatusChangeColumns;
  /** Only from this status (a job's step, an agent's view of the application): otherwise a conflict. */
  expectedFrom?: string;
  /** An admin's override: any status, whatever the transition table says. */
  force?: boolean;
  /** What the audit entry records beside the reason (vendor answers, never personal data). */
  details?: Record<string, unknown>;
};

/**
 * Entering IN_PROGRESS again (a retry, a corrected address) reruns every pre-qualification step. A change
 * that records a step's result as it enters (the credit rerun with a social security number) names that
 * column in `fields`, which wins over this reset.
 */
const restartPrequalification = () => ({
  prequalRun: sql`${applications.prequalRun} + 1`,
  creditReportId: null,
  creditScore: null,
  propertyRecord: null,
  homeValue: null,
  valuationConfidence: null,
  valuationSource: null,
  propertyCondition: null,
  offerSet: null,
});

/**
 * The one way an application's status changes. Checks the domain's transition table, then writes
 * the status and its audit entry in one transaction. The UPDATE is conditional on the status read,
 * so of two concurrent changers the second finds no row to update and gets a conflict (409).
 * Staying in the same status with new fields is allowed and audited as a field update.
 */
export const changeStatus = async (options: TChangeStatusOptions): Promise<TApplicationRow> => {
  const { db, uuid, to, actor, reason, fields = {}, expectedFrom, force = false, details } = options;
  if (!isApplicationStatus(to)) throw badRequest(`Unknown status ${String(to)}`);
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.uuid, uuid));
    if (!current) throw notFound();
    const from = current.status;
    if (expectedFrom !== undefined && from !== expectedFrom) throw conflict(STATUS_CONFLICT_MESSAGE);
    const sameStatus = from === to;
    if (!sameStatus && !force && !(isApplicationStatus(from) && canTransition(from, to))) {
      throw badRequest(transitionNotAllowedMessage(from, to));
    }
    const restart = !sameStatus && to === 'IN_PROGRESS' ? restartPrequalification() : {};
    const now = new Date();
    const [row] = await tx
      .update(applications)
      .set({
        ...restart,
        ...fields,
        status: to,
        active: isActiveStatus(to),
        updatedAt: now,
        ...(sameStatus ? {} : { statusEnteredAt: now }),
      })
      .where(and(eq(applications.uuid, uuid), eq(applications.status, from)))
      .returning();
    if (!row) throw conflict(STATUS_CONFLICT_MESSAGE);
    await tx.insert(applicationAudit).values({
      applicationUuid: uuid,
      actorKind: actor.kind,
      actorIdentityUuid: actor.identityUuid ?? null,
      action: sameStatus ? 'FIELDS_UPDATED' : force && !(isApplicationStatus(from) && canTransition(from, to)) ? 'STATUS_FORCED' : 'STATUS_CHANGED',
      fromStatus: from,
      toStatus: to,
      reason,
      details: { ...(details ?? {}), ...(Object.keys(fields).length > 0 ? { fields: Object.keys(fields) } : {}), ...(actor.kind === 'SYSTEM' && actor.job ? { job: actor.job } : {}) },
    });
    // Delivered at commit to every process LISTENing on a shared PostgreSQL database (their status caches);
    // never delivered for a change that rolls back.
    await tx.execute(sql`select pg_notify(${STATUS_CHANNEL}, ${uuid})`);
    // The new status's job commits with the status or not at all (the workflow engine, decision 016).
    if (!sameStatus) await runStatusEntryHooks(db, tx, row);
    return row;
  });
  announceStatusChange(db, uuid, updated.status);
  return updated;
};

/**
 * A status change made by automated work (a job step, an exhausted job): when the application has left
 * `expectedFrom` meanwhile (an agent, a cancellation), the conflict means there is nothing left to do, so this
 * answers null instead of throwing. The one copy of "move the status, ignore a 409".
 */
export const moveStatusIfStill = async (
  options: TChangeStatusOptions & { expectedFrom: string },
): Promise<TApplicationRow | null> => {
  try {
    return await changeStatus(options);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
};

/**
 * A job's status move: moveStatusIfStill with the job as the SYSTEM actor and the database from the job's
 * context, so that every job names itself in the audit trail the same way.
 */
export const moveFromJob = (
  context: { db: Db; job: { name: string } },
  options: Omit<TChangeStatusOptions, 'db' | 'actor'> & { expectedFrom: string },
): Promise<TApplicationRow | null> =>
  moveStatusIfStill({ ...options, db: context.db, actor: { kind: 'SYSTEM', job: context.job.name } });
