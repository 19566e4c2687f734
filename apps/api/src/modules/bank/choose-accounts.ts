import { BANK_MESSAGES, type TApplicationStatus } from '@lintel/domain';
import type { TAutopayRequest, TBankActionResponse, TBankState, TChooseDisbursementRequest } from '@lintel/contract';
import { badRequest } from '../../platform/http-error.ts';
import type { TJobs } from '../../platform/jobs.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { changeStatus, type TApplicationRow } from '../application/index.ts';
import { findBankAccount, insertManualAccount } from './accounts.ts';
import { findBankState, findElection, saveElection } from './bank-state.ts';
import { reviewAccountOwnership } from './fraud-review.ts';
import { applicantActor, AUTOPAY_STATUSES, DISBURSEMENT_STATUSES, loadBankApplication, type TBankScope } from './scope.ts';
import type { TBankAccountRow } from './tables.ts';

type TDeps = { keyring: TKeyring; jobs: TJobs; publicUrl: string };

/** An account of the application named by uuid, or one entered by hand (checked by the domain's schema, sealed). */
const resolveAccount = async (
  scope: TBankScope & TDeps,
  application: TApplicationRow,
  choice: { accountUuid: string } | { manual: Parameters<typeof insertManualAccount>[3] },
): Promise<TBankAccountRow> => {
  if ('accountUuid' in choice) {
    const row = await findBankAccount(scope.db, application.uuid, choice.accountUuid);
    if (!row) throw badRequest(BANK_MESSAGES.accountNotFound);
    return row;
  }
  const row = await insertManualAccount(scope.db, scope.keyring, application.uuid, choice.manual);
  await reviewAccountOwnership({ db: scope.db, jobs: scope.jobs, publicUrl: scope.publicUrl, application, accountNumber: choice.manual.accountNumber });
  return row;
};

/** bank/disburse and bank/manual-disburse: the account the money goes to (confirmed next on bank/confirm). */
export const chooseDisbursementAccount = async (scope: TBankScope & TDeps & { request: TChooseDisbursementRequest }): Promise<TBankState> => {
  const application = await loadBankApplication(scope, DISBURSEMENT_STATUSES);
  const account = await resolveAccount(scope, application, scope.request);
  await saveElection(scope.db, application.uuid, { disbursementAccountUuid: account.uuid });
  return findBankState({ db: scope.db, keyring: scope.keyring, application });
};

/** bank/confirm: the chosen account is confirmed; DISBURSEMENT_ACCOUNT moves on to AUTOPAY_ACCOUNT. */
export const confirmDisbursementAccount = async (scope: TBankScope & TDeps): Promise<TBankActionResponse> => {
  const application = await loadBankApplication(scope, DISBURSEMENT_STATUSES);
  const election = await findElection(scope.db, application.uuid);
  const account = election?.disbursementAccountUuid ? await findBankAccount(scope.db, application.uuid, election.disbursementAccountUuid) : undefined;
  if (!account) throw badRequest(BANK_MESSAGES.accountRequired);
  const moved = await changeStatus({
    db: scope.db,
    uuid: application.uuid,
    to: 'AUTOPAY_ACCOUNT',
    actor: applicantActor(scope),
    reason: `Disbursement account confirmed (ending in ${account.mask})`,
    expectedFrom: application.status,
    fields: { disburseAccount: { mask: account.mask, routingNumber: account.routingNumber } },
    details: { source: account.source },
  });
  return { uuid: moved.uuid, applicationStatus: moved.status };
};

/**
 * bank/autopay: AUTOPAY from an account (the disbursement one, another of the application's, or one entered by
 * hand) goes through VERIFIED_AUTOPAY_ACCOUNT; MANUAL payments go on directly. Either way the funding timeline
 * starts (GEN_RESCISSION).
 */
export const chooseAutopay = async (scope: TBankScope & TDeps & { request: TAutopayRequest }): Promise<TBankActionResponse> => {
  const application = await loadBankApplication(scope, AUTOPAY_STATUSES);
  const actor = applicantActor(scope);
  if (scope.request.paymentMethod === 'MANUAL') {
    await saveElection(scope.db, application.uuid, { paymentMethod: 'MANUAL', autopayAccountUuid: null });
    const moved = await changeStatus({
      db: scope.db,
      uuid: application.uuid,
      to: 'GEN_RESCISSION',
      actor,
      reason: 'Manual payments chosen',
      expectedFrom: application.status,
      details: { paymentMethod: 'MANUAL' },
    });
    return { uuid: moved.uuid, applicationStatus: moved.status };
  }
  const account = await resolveAccount(scope, application, scope.request);
  await saveElection(scope.db, application.uuid, { paymentMethod: 'AUTOPAY', autopayAccountUuid: account.uuid });
  let from: TApplicationStatus | string = application.status;
  if (from === 'AUTOPAY_ACCOUNT') {
    const verified = await changeStatus({
      db: scope.db,
      uuid: application.uuid,
      to: 'VERIFIED_AUTOPAY_ACCOUNT',
      actor,
      reason: `Autopay account verified (ending in ${account.mask})`,
      expectedFrom: from,
      details: { paymentMethod: 'AUTOPAY', source: account.source },
    });
    from = verified.status;
  }
  const moved = await changeStatus({
    db: scope.db,
    uuid: application.uuid,
    to: 'GEN_RESCISSION',
    actor,
    reason: 'Autopay chosen: the funding timeline starts',
    expectedFrom: from,
    details: { paymentMethod: 'AUTOPAY' },
  });
  return { uuid: moved.uuid, applicationStatus: moved.status };
};
