import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { DEFAULT_FLAGS } from './default-flags.ts';
import { featureFlags, type TFeatureFlagRow } from './tables.ts';

/**
 * Writes the default flags of an organisation the first time it is asked about (existing rows are
 * kept: an agent's change wins). `seededOrgs` remembers, per app instance, which orgs are done.
 */
export const seedDefaultFlags = async (options: { db: Db; organizationCode: string; seededOrgs: Set<string> }) => {
  const { db, organizationCode, seededOrgs } = options;
  if (seededOrgs.has(organizationCode)) return;
  await db
    .insert(featureFlags)
    .values(DEFAULT_FLAGS.map((flag) => ({ organizationCode, key: flag.key, enabled: flag.enabled, variables: flag.variables, rules: [] })))
    .onConflictDoNothing();
  seededOrgs.add(organizationCode);
};

/** Every flag definition of the organisation, by key. */
export const findFlags = async (options: { db: Db; organizationCode: string; seededOrgs: Set<string> }): Promise<TFeatureFlagRow[]> => {
  await seedDefaultFlags(options);
  return options.db.select().from(featureFlags).where(eq(featureFlags.organizationCode, options.organizationCode)).orderBy(asc(featureFlags.key));
};
