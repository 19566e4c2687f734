import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getBrand } from '@lintel/brands';
import { bankLinkReturnPath, type TBankState } from '@lintel/contract';
import { BANK_MESSAGES } from '@lintel/domain';
import { badRequest } from '../../platform/http-error.ts';
import type { TJobs } from '../../platform/jobs.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { LinkTokenError, type TLinkProvider } from '../../vendors/link-provider/index.ts';
import { findOwnedApplication } from '../application/index.ts';
import { insertBankAccount } from './accounts.ts';
import { findBankState, saveElection } from './bank-state.ts';
import { reviewAccountOwnership } from './fraud-review.ts';
import { DISBURSEMENT_STATUSES, loadBankApplication, type TBankScope } from './scope.ts';
import { bankLinkSessions } from './tables.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** bank/disburse: starts a bank link; the provider's window returns to bank/disburse with a public token. */
export const startBankLink = async (scope: TBankScope & { provider: TLinkProvider }): Promise<{ hostedUrl: string }> => {
  const application = await loadBankApplication(scope, DISBURSEMENT_STATUSES);
  const state = randomBytes(24).toString('base64url');
  await scope.db.insert(bankLinkSessions).values({ applicationUuid: application.uuid, stateSha256: sha256(state) });
  const { hostedUrl } = await scope.provider.createLinkToken({
    type: 'bank',
    returnPath: bankLinkReturnPath(application.uuid),
    state,
    clientName: getBrand(application.organizationCode)?.companyName ?? 'Your lender',
  });
  return { hostedUrl };
};

/**
 * The browser is back with a public token: exchange it, keep the account (number sealed) and choose it as the
 * disbursement account. The session is claimed before anything is written, so a reload answers the same.
 */
export const completeBankLink = async (
  scope: TBankScope & { provider: TLinkProvider; keyring: TKeyring; jobs: TJobs; publicUrl: string; publicToken: string; state: string },
): Promise<TBankState> => {
  const { db, keyring } = scope;
  const application = await findOwnedApplication(scope);
  const [session] = await db
    .select()
    .from(bankLinkSessions)
    .where(and(eq(bankLinkSessions.stateSha256, sha256(scope.state)), eq(bankLinkSessions.applicationUuid, application.uuid)));
  if (!session) throw badRequest(BANK_MESSAGES.linkExpired);
  if (session.completedAt || !(DISBURSEMENT_STATUSES as readonly string[]).includes(application.status)) {
    return findBankState({ db, keyring, application });
  }
  let exchange;
  try {
    exchange = await scope.provider.exchangePublicToken({ publicToken: scope.publicToken });
  } catch (error) {
    if (error instanceof LinkTokenError) throw badRequest(BANK_MESSAGES.linkFailed);
    throw error;
  }
  const { account } = exchange;
  if (!account.accountNumber || !account.routingNumber) throw badRequest(BANK_MESSAGES.linkFailed);
  const claimed = await db
    .update(bankLinkSessions)
    .set({ completedAt: new Date() })
    .where(and(eq(bankLinkSessions.uuid, session.uuid), isNull(bankLinkSessions.completedAt)))
    .returning({ uuid: bankLinkSessions.uuid });
  if (claimed.length === 0) return findBankState({ db, keyring, application });

  const row = await insertBankAccount(db, keyring, {
    applicationUuid: application.uuid,
    source: 'LINKED',
    linkSessionUuid: session.uuid,
    institutionName: exchange.institutionName,
    accountName: account.name,
    accountType: account.type === 'savings' ? 'savings' : 'checking',
    routingNumber: account.routingNumber,
    accountNumber: account.accountNumber,
    ownerName: null,
  });
  await saveElection(db, application.uuid, { disbursementAccountUuid: row.uuid });
  await reviewAccountOwnership({ db, jobs: scope.jobs, publicUrl: scope.publicUrl, application, accountNumber: account.accountNumber });
  return findBankState({ db, keyring, application });
};
