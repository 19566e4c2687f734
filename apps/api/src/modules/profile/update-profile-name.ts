import { and, eq, sql } from 'drizzle-orm';
import type { TLegalName } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TProfileRecord } from './create-profile.ts';
import { profiles } from './tables.ts';

/** Saves the legal name on the caller's profile in this organisation; undefined when there is none. */
export const updateProfileName = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode: string;
  name: TLegalName;
}): Promise<TProfileRecord | undefined> => {
  const [row] = await options.db
    .update(profiles)
    .set({
      firstName: options.name.firstName,
      middleName: options.name.middleName || null,
      lastName: options.name.lastName,
      suffix: options.name.suffix || null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(profiles.identityUuid, options.identityUuid), eq(profiles.organizationCode, options.organizationCode)))
    .returning();
  return row;
};
