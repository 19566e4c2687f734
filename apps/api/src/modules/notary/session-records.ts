import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TManualReservation, TNotarySession } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { manualNotaryReservations, notaryParticipants, notarySessions } from './tables.ts';

export type TSessionRow = typeof notarySessions.$inferSelect;
export type TParticipantRow = typeof notaryParticipants.$inferSelect;
export const OPEN_STATES = ['WAITING', 'SCHEDULED', 'IN_PROGRESS'] as const;

export const findParticipants = (db: Db, sessionUuid: string) =>
  db.select().from(notaryParticipants).where(eq(notaryParticipants.sessionUuid, sessionUuid)).orderBy(asc(notaryParticipants.createdAt));

export const toWireSession = (row: TSessionRow, participants: readonly TParticipantRow[]): TNotarySession => ({
  uuid: row.uuid,
  applicationUuid: row.applicationUuid,
  state: row.state,
  scheduledFor: row.scheduledFor?.toISOString() ?? null,
  endedReason: row.endedReason ?? null,
  notaryJoined: row.notaryIdentityUuid !== null,
  participants: participants.map((p) => ({
    uuid: p.uuid,
    role: p.role,
    kind: p.kind,
    name: p.name,
    kbaStatus: p.kbaStatus,
    kbaFailedAttempts: p.kbaFailedAttempts,
    signedAt: p.signedAt?.toISOString() ?? null,
  })),
  deedDocumentUuid: row.deedDocumentUuid,
  notarizedDeedDocumentUuid: row.notarizedDeedDocumentUuid,
  recordingDocumentUuid: row.recordingDocumentUuid,
  createdAt: row.createdAt.toISOString(),
});

export const loadWireSession = async (db: Db, row: TSessionRow) => toWireSession(row, await findParticipants(db, row.uuid));

export const findSession = async (db: Db, sessionUuid: string): Promise<TSessionRow | undefined> =>
  (await db.select().from(notarySessions).where(eq(notarySessions.uuid, sessionUuid)))[0];

/** The application's current session: the open one, else the latest (so a finished or ended one shows). */
export const findCurrentSession = async (db: Db, applicationUuid: string): Promise<TSessionRow | undefined> => {
  const [open] = await db
    .select()
    .from(notarySessions)
    .where(and(eq(notarySessions.applicationUuid, applicationUuid), inArray(notarySessions.state, [...OPEN_STATES])));
  if (open) return open;
  return (await db.select().from(notarySessions).where(eq(notarySessions.applicationUuid, applicationUuid)).orderBy(desc(notarySessions.createdAt)).limit(1))[0];
};

export type TReservationRow = typeof manualNotaryReservations.$inferSelect;
export const toWireReservation = (row: TReservationRow): TManualReservation => ({
  uuid: row.uuid,
  applicationUuid: row.applicationUuid,
  address: row.address,
  windows: row.windows,
  feeDollars: row.feeDollars,
  status: row.status,
  scanDocumentUuid: row.scanDocumentUuid,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

export const findReservation = async (db: Db, applicationUuid: string): Promise<TReservationRow | undefined> =>
  (await db.select().from(manualNotaryReservations).where(eq(manualNotaryReservations.applicationUuid, applicationUuid)))[0];
