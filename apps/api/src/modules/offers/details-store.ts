import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import {
  applicationDetails,
  offerSelections,
  type TApplicationDetailsRow,
  type TOfferSelectionRow,
} from './tables.ts';

type TDetailsUpdate = Partial<Omit<typeof applicationDetails.$inferInsert, 'applicationUuid' | 'updatedAt'>>;

/** Writes some of an application's details, creating the row on first use. */
export const saveApplicationDetails = async (
  db: Db,
  applicationUuid: string,
  update: TDetailsUpdate,
): Promise<void> => {
  await db
    .insert(applicationDetails)
    .values({ applicationUuid, ...update })
    .onConflictDoUpdate({
      target: applicationDetails.applicationUuid,
      set: { ...update, updatedAt: new Date() },
    });
};

export const findApplicationDetails = async (
  db: Db,
  applicationUuid: string,
): Promise<TApplicationDetailsRow | undefined> =>
  (
    await db.select().from(applicationDetails).where(eq(applicationDetails.applicationUuid, applicationUuid))
  )[0];

export const findOfferSelection = async (
  db: Db,
  applicationUuid: string,
): Promise<TOfferSelectionRow | undefined> =>
  (await db.select().from(offerSelections).where(eq(offerSelections.applicationUuid, applicationUuid)))[0];

/** Liability uuids the applicant marked for payoff with the current choice; other modules read payoffs through this. */
export const findPayoffLiabilityUuids = async (db: Db, applicationUuid: string): Promise<string[]> =>
  (await findOfferSelection(db, applicationUuid))?.payoffLiabilityUuids ?? [];
