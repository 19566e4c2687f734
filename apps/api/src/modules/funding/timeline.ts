import { eq } from 'drizzle-orm';
import { getBrand } from '@lintel/brands';
import { hasRightToCancel, propertyTimeZone } from '@lintel/domain';
import { addGeneralBusinessDays, nextGeneralBusinessMorning, rescissionDeadline } from '@lintel/domain/funding/business-days';
import { clockNow, simulatedTimeOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { findAuditTrail, type TApplicationRow } from '../application/index.ts';
import { findLiveSigners } from '../signers/index.ts';
import { fundingTimelines, rescissionOwners, type TFundingTimelineRow } from './tables.ts';

/** Sandbox county recording takes one business day (spec 04 section 9.6). */
export const RECORDING_BUSINESS_DAYS = 1;
/** The initial draw goes out by ACH on the first business morning after recording, at this hour at the property. */
export const FUNDING_HOUR = 9;

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
  const simulated = (await simulatedTimeOf(db))(left.at);
  return simulated < now ? simulated : now;
};

/**
 * The owners with the right to cancel (Regulation Z 1026.15(a)(1): each consumer whose ownership interest is
 * subject to the security interest): the primary and each additional owner named on signing/additional. An
 * owner's period runs from the later of the closing and that owner's own signing (notice delivered with it).
 */
const ownersOf = async (db: Db, application: TApplicationRow, signedAt: Date) => {
  const toSimulated = await simulatedTimeOf(db);
  const signers = await findLiveSigners(db, application.uuid);
  return [
    { identityUuid: application.ownerIdentityUuid, name: [application.firstName, application.lastName].filter(Boolean).join(' '), startsAt: signedAt },
    ...signers.map((signer) => {
      const own = signer.notarizedAt ?? signer.signedAt;
      const ownAt = own ? toSimulated(own) : signedAt;
      return { identityUuid: signer.identityUuid, name: `${signer.firstName} ${signer.lastName}`, startsAt: ownAt > signedAt ? ownAt : signedAt };
    }),
  ];
};

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
  const owners = (await ownersOf(db, application, signedAt)).map((owner) => ({ ...owner, ...rescissionDeadline({ startsAt: owner.startsAt, timeZone }) }));
  const lastEnd = owners.reduce((latest, owner) => (owner.endsAt > latest ? owner.endsAt : latest), owners[0]!.endsAt);
  // The county records once every owner's right to cancel has ended (or at once without one), however late a job runs.
  const recordingStartedAt = rightToCancel ? lastEnd : await clockNow(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fundingTimelines)
      .values({
        applicationUuid: application.uuid,
        signedAt,
        timeZone,
        rightToCancel,
        rescissionEndsAt: rightToCancel ? lastEnd : null,
        recordingStartedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return (await findFundingTimeline(tx, application.uuid))!;
    if (rightToCancel) {
      await tx.insert(rescissionOwners).values(owners.map((owner) => ({ applicationUuid: application.uuid, ...owner })));
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

/** When the money goes out (actual, else expected): the first business morning at or after recording. */
export const fundsAtOf = (timeline: TFundingTimelineRow): Date =>
  timeline.fundedAt ?? nextGeneralBusinessMorning(recordedAtOf(timeline), timeline.timeZone, FUNDING_HOUR);

/**
 * The timeline of an application in a funding status, written on first need: an agent may have moved the
 * application there directly (a test, a correction), past GEN_RESCISSION.
 */
export const ensureFundingTimeline = async (db: Db, application: TApplicationRow): Promise<TFundingTimelineRow> =>
  (await findFundingTimeline(db, application.uuid)) ?? startFundingTimeline(db, application);
