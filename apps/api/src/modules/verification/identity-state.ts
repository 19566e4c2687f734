import { and, desc, eq } from 'drizzle-orm';
import type { TIdentityResponse } from '@lintel/contract';
import type { TIdType } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { findConditions } from '../conditions/index.ts';
import { idVerifications, type TIdVerificationRow } from './tables.ts';

export const ID_CONDITION = 'ID_VERIFICATION_FAILURE';

export const findOpenIdCondition = async (db: Db, applicationUuid: string) =>
  (await findConditions({ db, applicationUuid, openOnly: true })).find((row) => row.categoryEnum === ID_CONDITION);

export const findLatestIdVerification = async (db: Db, applicationUuid: string): Promise<TIdVerificationRow | undefined> =>
  (
    await db
      .select()
      .from(idVerifications)
      .where(eq(idVerifications.applicationUuid, applicationUuid))
      .orderBy(desc(idVerifications.createdAt))
      .limit(1)
  )[0];

export const findIdVerificationOfFront = async (db: Db, applicationUuid: string, frontDocumentUuid: string) =>
  (
    await db
      .select()
      .from(idVerifications)
      .where(and(eq(idVerifications.applicationUuid, applicationUuid), eq(idVerifications.frontDocumentUuid, frontDocumentUuid)))
  )[0];

/** What the identity page shows: the status, the latest check and the open condition it answers. */
export const identityStateOf = async (options: {
  db: Db;
  application: { uuid: string; status: string };
  latest?: TIdVerificationRow | undefined;
}): Promise<TIdentityResponse> => {
  const { db, application } = options;
  const latest = options.latest ?? (await findLatestIdVerification(db, application.uuid));
  const open = await findOpenIdCondition(db, application.uuid);
  return {
    uuid: application.uuid,
    applicationStatus: application.status,
    verification: latest
      ? { idType: latest.idType as TIdType, result: latest.result, checkedAt: latest.createdAt.toISOString() }
      : null,
    openConditionUuid: open?.uuid ?? null,
  };
};
