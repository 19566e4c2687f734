import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { packageSigners, type TPackageSignerRow } from './tables.ts';

export const listPackageSigners = async (options: { db: Db; applicationUuid: string }): Promise<TPackageSignerRow[]> =>
  options.db.select().from(packageSigners).where(eq(packageSigners.applicationUuid, options.applicationUuid)).orderBy(asc(packageSigners.createdAt));

export const findPackageSigner = async (options: { db: Db; applicationUuid: string; signerKey: string }): Promise<TPackageSignerRow | undefined> =>
  (
    await options.db
      .select()
      .from(packageSigners)
      .where(and(eq(packageSigners.applicationUuid, options.applicationUuid), eq(packageSigners.signerKey, options.signerKey)))
  )[0];

/** Adds or corrects a signer of the package (name and email as the documents and the certificate show them). */
export const savePackageSigner = async (options: {
  db: Db;
  applicationUuid: string;
  signer: { key: string; name: string; email: string; role: string; identityUuid?: string | null };
}): Promise<void> => {
  const { signer } = options;
  const values = { name: signer.name, email: signer.email, role: signer.role, identityUuid: signer.identityUuid ?? null };
  await options.db
    .insert(packageSigners)
    .values({ applicationUuid: options.applicationUuid, signerKey: signer.key, ...values })
    .onConflictDoUpdate({ target: [packageSigners.applicationUuid, packageSigners.signerKey], set: values });
};

/** Takes an owner out of the package's signers (a withdrawn additional owner): the documents then name them no more. */
export const deletePackageSigner = async (options: { db: Db; applicationUuid: string; signerKey: string }): Promise<void> => {
  await options.db
    .delete(packageSigners)
    .where(and(eq(packageSigners.applicationUuid, options.applicationUuid), eq(packageSigners.signerKey, options.signerKey)));
};
