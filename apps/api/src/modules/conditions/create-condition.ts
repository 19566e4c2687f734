import type { TCreateConditionRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { findIdentity } from '../identity/index.ts';
import { buildAppLink, queueMessage } from '../outbox/index.ts';
import { conditionEmail } from './condition-email.ts';
import { insertCondition } from './condition-store.ts';
import type { TConditionRow } from './tables.ts';

/**
 * An agent asks the borrower for something: the condition and the email that tells the borrower about
 * it are written in one transaction, so there is never a condition nobody was told about (or an email
 * about a condition that does not exist). It goes to the application's email, else the owner's login email.
 */
export const createCondition = async (options: {
  db: Db;
  jobs: TJobs;
  publicUrl: string;
  application: { uuid: string; organizationCode: string; email: string | null; ownerIdentityUuid: string };
  /** Null when the system asks (a sandbox reader that could not read a file). */
  createdByIdentityUuid: string | null;
  request: TCreateConditionRequest;
  /** An additional signer (co-owner) of the application it asks instead of the primary (decision 036): the email goes to them. */
  signer?: { uuid: string; email: string } | undefined;
}): Promise<TConditionRow> => {
  const { application, signer } = options;
  const to = signer
    ? signer.email
    : (application.email ?? (await findIdentity({ db: options.db, identityUuid: application.ownerIdentityUuid }))?.email ?? null);
  return options.db.transaction(async (tx) => {
    const row = await insertCondition({
      tx,
      applicationUuid: application.uuid,
      createdByIdentityUuid: options.createdByIdentityUuid,
      request: options.request,
      signerUuid: signer?.uuid ?? null,
    });
    if (to) {
      const content = conditionEmail({
        applicationUuid: application.uuid,
        forSigner: Boolean(signer),
        condition: { ...options.request, uuid: row.uuid, notes: row.notes, commentsToBorrower: row.commentsToBorrower },
        buildLink: (path) => buildAppLink({ publicUrl: options.publicUrl, path, orgCode: application.organizationCode }),
      });
      await queueMessage({
        tx,
        jobs: options.jobs,
        publicUrl: options.publicUrl,
        message: { channel: 'EMAIL', kind: 'condition-created', orgCode: application.organizationCode, to, content },
      });
    }
    return row;
  });
};
