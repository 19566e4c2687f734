import { toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { profiles } from './tables.ts';

export type TProfileRecord = typeof profiles.$inferSelect;

/** The profile made at registration (email and mobile); a repeat for the same identity and org is a no-op. */
export const createProfile = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode: string;
  email: string;
  phoneNumber?: string;
  profileType?: string;
}): Promise<void> => {
  await options.db
    .insert(profiles)
    .values({
      identityUuid: options.identityUuid,
      organizationCode: options.organizationCode,
      email: options.email,
      profileType: options.profileType ?? null,
      phoneNumbers: options.phoneNumber ? [{ type: 'MOBILE', number: toPhoneDigits(options.phoneNumber) }] : [],
    })
    .onConflictDoNothing();
};
