import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { optimizelyProfiles } from './tables.ts';

/** The experiment-service profile linked to the identity; null until one is stored (decision 076). */
export const findOptimizelyProfile = async (options: {
  db: Db;
  identityUuid: string;
}): Promise<string | null> => {
  const [row] = await options.db
    .select({ optimizelyProfileUuid: optimizelyProfiles.optimizelyProfileUuid })
    .from(optimizelyProfiles)
    .where(eq(optimizelyProfiles.identityUuid, options.identityUuid));
  return row?.optimizelyProfileUuid ?? null;
};

/** Links the profile to the identity, replacing any earlier one; answers what is stored. */
export const saveOptimizelyProfile = async (options: {
  db: Db;
  identityUuid: string;
  optimizelyProfileUuid: string;
}): Promise<string> => {
  const { db, identityUuid, optimizelyProfileUuid } = options;
  await db
    .insert(optimizelyProfiles)
    .values({ identityUuid, optimizelyProfileUuid })
    .onConflictDoUpdate({
      target: optimizelyProfiles.identityUuid,
      set: { optimizelyProfileUuid, updatedAt: new Date() },
    });
  return optimizelyProfileUuid;
};
