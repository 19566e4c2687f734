import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { isSealed, openText, sealText } from '../../platform/sealed-text.ts';
import type { TProfileRecord } from './create-profile.ts';
import { findProfileByIdentity } from './find-profile.ts';
import { profiles } from './tables.ts';

/** The associated data of a profile's sealed date of birth: the profile row, so a copied value does not open. */
const dobContextOf = (profileUuid: string) => `profile-dob:${profileUuid}`;

/**
 * Keeps the date of birth ("yyyy-MM-dd", already checked) on the profile when it has none, sealed with the keyring
 * like the SSN and the wait list's (decision 023, 090). One already there is kept. Answers whether it was written.
 */
export const rememberDateOfBirth = async (options: {
  db: Db;
  keyring: TKeyring;
  identityUuid: string;
  organizationCode: string;
  dob: string;
}): Promise<boolean> => {
  const profile = await findProfileByIdentity(options);
  if (!profile || profile.dob) return false;
  const sealed = sealText({ keyring: options.keyring, plain: options.dob, context: dobContextOf(profile.uuid) });
  const written = await options.db
    .update(profiles)
    .set({ dob: sealed, updatedAt: new Date() })
    .where(and(eq(profiles.uuid, profile.uuid), isNull(profiles.dob)))
    .returning({ uuid: profiles.uuid });
  return written.length > 0;
};

/** The profile's date of birth in the clear, for its owner (or an agent's audited reveal); null when none. */
export const openDateOfBirth = (options: { keyring: TKeyring; profile: Pick<TProfileRecord, 'uuid' | 'dob'> }): string | null => {
  const { dob, uuid } = options.profile;
  if (!dob) return null;
  // A value written before decision 090 sealed them is answered as it was stored.
  return isSealed(dob) ? openText({ keyring: options.keyring, sealed: dob, context: dobContextOf(uuid) }) : dob;
};
