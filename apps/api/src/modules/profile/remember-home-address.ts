import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { profiles, type TStoredAddress } from './tables.ts';

export type THomeAddress = { street1: string; street2?: string | null | undefined; city: string; state: string; zip: string };

/**
 * Keeps a home address on the profile (spec 01 section 3: `addresses [{type HOME, uuid, street1, street2, city, state,
 * zip}]`) when it has none yet, so a later application is prefilled from it. One already there is kept: the
 * profile's address changes only when the person changes it. Answers whether it was written.
 */
export const rememberHomeAddress = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode: string;
  address: THomeAddress;
}): Promise<boolean> => {
  const { street1, street2, city, state, zip } = options.address;
  const home: TStoredAddress = { type: 'HOME', uuid: randomUUID(), street1, street2: street2 || null, city, state, zip };
  const written = await options.db
    .update(profiles)
    .set({ addresses: sql`${profiles.addresses} || ${JSON.stringify([home])}::jsonb`, updatedAt: sql`now()` })
    .where(
      and(
        eq(profiles.identityUuid, options.identityUuid),
        eq(profiles.organizationCode, options.organizationCode),
        sql`not ${profiles.addresses} @> '[{"type":"HOME"}]'::jsonb`,
      ),
    )
    .returning({ uuid: profiles.uuid });
  return written.length > 0;
};
