import { isSandboxFraudReviewAccount } from '@lintel/domain';
import type { TJobs } from '../../platform/jobs.ts';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow } from '../application/index.ts';
import { createCondition, findConditions } from '../conditions/index.ts';

/**
 * The sandbox's ownership check of a bank account (spec 04 section 9.3): an account number ending 0000 cannot be
 * verified, so a BANK_ACCOUNT_FRAUD_REVIEW condition asks for a bank statement naming the account by its last
 * four digits (spec 02's text). One open condition per account ending. Funding waits while it is open.
 */
export const reviewAccountOwnership = async (options: {
  db: Db;
  jobs: TJobs;
  publicUrl: string;
  application: TApplicationRow;
  accountNumber: string;
}): Promise<void> => {
  if (!isSandboxFraudReviewAccount(options.accountNumber)) return;
  const last4 = options.accountNumber.slice(-4);
  const open = await findConditions({ db: options.db, applicationUuid: options.application.uuid, openOnly: true });
  if (open.some((condition) => condition.categoryEnum === 'BANK_ACCOUNT_FRAUD_REVIEW' && condition.xtraData.accountLast4 === last4)) return;
  await createCondition({
    db: options.db,
    jobs: options.jobs,
    publicUrl: options.publicUrl,
    application: options.application,
    createdByIdentityUuid: null,
    request: {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: ['BANK_STATEMENT'],
      notes: 'Sandbox ownership check: the account could not be verified.',
      xtraData: { accountLast4: last4 },
    },
  });
};
