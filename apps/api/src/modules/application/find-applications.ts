import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { applicationAudit, applications, liabilities, type TApplicationRow } from './tables.ts';
import { selectLatestPullLiabilities } from './latest-pull-liabilities.ts';

/** The caller's applications in one organisation, newest first. */
export const findApplicationsOfOwner = (options: { db: Db; ownerIdentityUuid: string; organizationCode: string }) =>
  options.db
    .select()
    .from(applications)
    .where(and(eq(applications.ownerIdentityUuid, options.ownerIdentityUuid), eq(applications.organizationCode, options.organizationCode)))
    .orderBy(desc(applications.createdAt));

/** One application of the caller in this organisation; anything else is 404 (never a hint that it exists). */
export const findOwnedApplication = async (options: {
  db: Db;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
}): Promise<TApplicationRow> => {
  const [row] = await options.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.uuid, options.uuid),
        eq(applications.ownerIdentityUuid, options.ownerIdentityUuid),
        eq(applications.organizationCode, options.organizationCode),
      ),
    );
  if (!row) throw notFound();
  return row;
};

/** For agents and jobs: one application in any of the given organisations, else 404. */
export const findApplicationInOrgs = async (options: { db: Db; uuid: string; orgCodes: readonly string[] }): Promise<TApplicationRow> => {
  const [row] = await options.db.select().from(applications).where(eq(applications.uuid, options.uuid));
  if (!row || !options.orgCodes.includes(row.organizationCode)) throw notFound();
  return row;
};

export const findApplicationByUuid = async (options: { db: Db; uuid: string }): Promise<TApplicationRow | undefined> =>
  (await options.db.select().from(applications).where(eq(applications.uuid, options.uuid)))[0];

export const findAuditTrail = (options: { db: Db; applicationUuid: string }) =>
  options.db
    .select()
    .from(applicationAudit)
    .where(eq(applicationAudit.applicationUuid, options.applicationUuid))
    .orderBy(applicationAudit.at);

/** The application's liabilities from its latest credit pull (selectLatestPullLiabilities: one rule for every reader). */
export const findLiabilities = async (options: { db: Db; applicationUuid: string }) =>
  selectLatestPullLiabilities(
    await options.db.select().from(liabilities).where(eq(liabilities.applicationUuid, options.applicationUuid)).orderBy(liabilities.createdAt),
  );

/**
 * For a status-triggered job: the application while it is still in `status` and in the same entry into it
 * that queued the job; otherwise undefined (moved on, or left and entered again: a newer job has the work).
 */
export const findApplicationInEntry = async (options: {
  db: Db;
  applicationUuid: string;
  status: string;
  enteredAt: string;
}): Promise<TApplicationRow | undefined> => {
  const application = await findApplicationByUuid({ db: options.db, uuid: options.applicationUuid });
  if (!application || application.status !== options.status) return undefined;
  return application.statusEnteredAt.getTime() === new Date(options.enteredAt).getTime() ? application : undefined;
};

/**
 * Appends an entry to the audit trail that is not a status change (an agent revealing personal data):
 * append-only like every other entry.
 */
export const recordAuditEntry = async (options: {
  db: Db;
  applicationUuid: string;
  actor: { kind: 'AGENT' | 'ADMIN'; identityUuid: string };
  action: string;
  reason: string;
  details?: Record<string, unknown>;
}): Promise<void> => {
  await options.db.insert(applicationAudit).values({
    applicationUuid: options.applicationUuid,
    actorKind: options.actor.kind,
    actorIdentityUuid: options.actor.identityUuid,
    action: options.action,
    fromStatus: null,
    toStatus: null,
    reason: options.reason,
    details: options.details ?? null,
  });
};
