import { eq, sql } from 'drizzle-orm';
import { toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { profiles } from './tables.ts';

/** Sets the mobile number on every profile of the identity (the alias is one per person). */
export const saveProfilePhone = async (options: { db: Db; identityUuid: string; phoneNumber: string }): Promise<void> => {
  const phoneNumbers = [{ type: 'MOBILE', number: toPhoneDigits(options.phoneNumber) }];
  await options.db
    .update(profiles)
    .set({ phoneNumbers, updatedAt: sql`now()` })
    .where(eq(profiles.identityUuid, options.identityUuid));
};
