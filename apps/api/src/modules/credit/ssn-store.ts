import type { TKeyring } from '../../platform/keyring.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { openSsn, sealSsn } from './ssn-cipher.ts';
import { applicantSsns } from './tables.ts';

/** Stores (or replaces) the sealed number of an application. */
export const saveSsn = async (options: { db: Db; keyring: TKeyring; applicationUuid: string; ssn: string }): Promise<void> => {
  const sealed = sealSsn({ keyring: options.keyring, ssn: options.ssn, applicationUuid: options.applicationUuid });
  await options.db
    .insert(applicantSsns)
    .values({ applicationUuid: options.applicationUuid, sealed })
    .onConflictDoUpdate({ target: applicantSsns.applicationUuid, set: { sealed, updatedAt: new Date() } });
};

/** The plain number for a credit pull, or null when none was given. */
export const readSsn = async (options: { db: Db; keyring: TKeyring; applicationUuid: string }): Promise<string | null> => {
  const [row] = await options.db.select().from(applicantSsns).where(eq(applicantSsns.applicationUuid, options.applicationUuid));
  return row ? openSsn({ keyring: options.keyring, sealed: row.sealed, applicationUuid: options.applicationUuid }) : null;
};
