import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { TProfileRecord } from './create-profile.ts';
import { profiles } from './tables.ts';

/** The caller's profile in an organisation; without `organizationCode`, its first profile. */
export const findProfileByIdentity = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode?: string;
}): Promise<TProfileRecord | undefined> => {
  const where = options.organizationCode
    ? and(eq(profiles.identityUuid, options.identityUuid), eq(profiles.organizationCode, options.organizationCode))
    : eq(profiles.identityUuid, options.identityUuid);
  const [row] = await options.db.select().from(profiles).where(where).orderBy(asc(profiles.createdAt)).limit(1);
  return row;
};
