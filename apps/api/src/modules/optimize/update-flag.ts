import type { TFlagDefinition, TUpdateFlagRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { seedDefaultFlags } from './find-flags.ts';
import { featureFlags, type TFeatureFlagRow } from './tables.ts';

export const toFlagDefinition = (row: TFeatureFlagRow): TFlagDefinition => ({
  key: row.key,
  enabled: row.enabled,
  variables: row.variables,
  rules: row.rules,
  updatedAt: row.updatedAt.toISOString(),
});

/** An agent changes a flag of one organisation (or adds a new key, off unless said otherwise); unsent parts are kept. */
export const updateFlag = async (options: {
  db: Db;
  organizationCode: string;
  key: string;
  change: TUpdateFlagRequest;
  identityUuid: string;
  seededOrgs: Set<string>;
}): Promise<TFeatureFlagRow> => {
  const { db, organizationCode, key, change, identityUuid } = options;
  await seedDefaultFlags(options);
  const now = new Date();
  const set = {
    ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
    ...(change.variables !== undefined ? { variables: change.variables } : {}),
    ...(change.rules !== undefined ? { rules: change.rules } : {}),
    updatedByIdentityUuid: identityUuid,
    updatedAt: now,
  };
  const [row] = await db
    .insert(featureFlags)
    .values({ organizationCode, key, enabled: change.enabled ?? false, variables: change.variables ?? {}, rules: change.rules ?? [], updatedByIdentityUuid: identityUuid, updatedAt: now })
    .onConflictDoUpdate({ target: [featureFlags.organizationCode, featureFlags.key], set })
    .returning();
  if (!row) throw new Error('flag upsert returned no row');
  return row;
};
