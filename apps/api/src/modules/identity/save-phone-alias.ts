import { eq } from 'drizzle-orm';
import { toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { saveProfilePhone } from '../profile/index.ts';
import type { TIdentityRecord } from './find-identity.ts';
import { identities } from './tables.ts';

/** PUT .../identity/alias: the phone alias, mirrored as the profile's mobile number. */
export const savePhoneAlias = async (options: { db: Db; identityUuid: string; phoneNumber: string }): Promise<TIdentityRecord> =>
  options.db.transaction(async (tx) => {
    const [identity] = await tx
      .update(identities)
      .set({ phoneAlias: toPhoneDigits(options.phoneNumber) })
      .where(eq(identities.uuid, options.identityUuid))
      .returning();
    if (!identity) throw notFound();
    await saveProfilePhone({ db: tx, identityUuid: options.identityUuid, phoneNumber: options.phoneNumber });
    return identity;
  });
