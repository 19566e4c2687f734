import { eq } from 'drizzle-orm';
import { getBrand } from '@lintel/brands';
import { hasRightToCancel, propertyTimeZone } from '@lintel/domain';
import { addGeneralBusinessDays, rescissionDeadline } from '@lintel/domain/funding/business-days';
import { clockNow, readClockOffsetMs } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { findAuditTrail, type TApplicationRow } from '../application/index.ts';
import { fundingTimelines, rescissionOwners, type TFundingTimelineRow } from './tables.ts';

/** Sandbox county recording takes one business day (spec 04 section 9.6). */
export const RECORDING_BUSINESS_DAYS = 1;

const SIGNING_STATUSES = new Set(['DEED_SIGNING', 'MANUAL_DEED_SIGNING']);

/**
 * When the documents were signed, on the simulated clock: the moment the application left deed signing (the
 * notary session's end, which is also when the notice of the right to cancel and the disclosures were
 * delivered, signed in the same session), else now. Audit times are real time; the clock's offset moves them.
 */
export const signedAtOf = async (db: Db, application: TApplicationRow): Promise<Date> => {
  const now = await clockNow(db);
  const trail = await findAuditTrail({ db, applicationUuid: application.uuid });
  const left = [...trail].reverse().find((entry) => entry.fromStatus && SIGNING_STATUSES.has(entry.fromStatus) && entry.toStatus !== entry.fromStatus);
  if (!left) return now;
  const simulated = new Date(left.at.getTime() + (await readClockOffsetMs(db)));
  return simulated < now ? simulated : now;
};

/** The owners with the right to cancel: each owner of the dwelling; the primary applicant is the one on file. */
const ownersOf = (application: TApplicationRow) => [
  { identityUuid: application.ownerIdentityUuid, name: [application.firstName, application.lastName].filter(Boolean).join(' ') },
];

/**
 * GEN_RESCISSION: writes the timeline once (a repeat keeps the first), with one countdown per owner who has the
 * right to cancel, in the property's time zone. Answers the timeline.
 */
export const startFundingTimeline = async (db: Db, application: TApplicationRow): Promise<TFundingTimelineRow> => {
  const existing = await findFundingTimeline(db, application.uuid);
  if (existing) return existing;
  const timeZone = propertyTimeZone(application.propertyState);
  const productKind = getBrand(application.organizationCode)?.productKind ?? 'HELOC';
  const rightToCancel = hasRightToCancel({ productKind, occupancyType: application.occupancyType });
  const signedAt = await signedAtOf(db, application);
  const deadline = rescissionDeadline({ startsAt: signedAt, timeZone });
  // The county records once the right to cancel has ended (or at once without one), however late a job runs.
  const recordingStartedAt = rightToCancel ? deadline.endsAt : await clockNow(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fundingTimelines)
      .values({
        applicationUuid: application.uuid,
        signedAt,
        timeZone,
        rightToCancel,
        rescissionEndsAt: rightToCancel ? deadline.endsAt : null,
        recordingStartedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return (await findFundingTimeline(tx, application.uuid))!;
    if (rightToCancel) {
      await tx.insert(rescissionOwners).values(
        ownersOf(application).map((owner) => ({ applicationUuid: application.uuid, ...owner, startsAt: signedAt, lastDay: deadline.lastDay, endsAt: deadline.endsAt })),
      );
    }
    return row;
  });
};

export const findFundingTimeline = async (db: Db, applicationUuid: string): Promise<TFundingTimelineRow | undefined> => {
  const [row] = await db.select().from(fundingTimelines).where(eq(fundingTimelines.applicationUuid, applicationUuid));
  return row;
};

export const findRescissionOwners = (db: Db, applicationUuid: string) =>
  db.select().from(rescissionOwners).where(eq(rescissionOwners.applicationUuid, applicationUuid));

export const updateFundingTimeline = (db: Db, applicationUuid: string, values: Partial<Omit<TFundingTimelineRow, 'applicationUuid'>>) =>
  db.update(fundingTimelines).set(values).where(eq(fundingTimelines.applicationUuid, applicationUuid));

/** When recording starts: once the right to cancel has ended (or when the timeline started without one). */
export const recordingStartOf = (timeline: TFundingTimelineRow): Date =>
  timeline.recordingStartedAt ?? timeline.rescissionEndsAt ?? timeline.signedAt;

/** When the county has recorded (actual, else expected): one business day after recording starts. */
export const recordedAtOf = (timeline: TFundingTimelineRow): Date =>
  timeline.recordedAt ?? addGeneralBusinessDays(recordingStartOf(timeline), RECORDING_BUSINESS_DAYS, timeline.timeZone);
