import type { TApplicantCondition, TMarkConditionsReadRequest } from '@lintel/contract';
import { isUuid, SIGNER_MESSAGES } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { answerCondition, findConditions, findReadConditionUuids, markConditionsRead, toApplicantCondition } from '../conditions/index.ts';
import { findCallerSigner } from './co-deed-status.ts';
import type { TSignerRow } from './tables.ts';

type TSignerConditionScope = { db: Db; identityUuid: string; organizationCode: string; applicationUuid?: string | undefined };

/** The caller's signer record (on the named application, else its latest); 400 when it signs for nothing here. */
const signerOfCaller = async (scope: TSignerConditionScope): Promise<TSignerRow> => {
  const signer = await findCallerSigner(scope);
  if (!signer) throw badRequest(SIGNER_MESSAGES.noCoDeed);
  return signer;
};

/**
 * The co-owner's own conditions (decision 036), oldest first: only those an agent addressed to this signer on
 * the application it signs for, never the primary's. A withdrawn signer still reads its list (empty of actions).
 */
export const listSignerConditions = async (scope: TSignerConditionScope & { includeResolved: boolean }): Promise<TApplicantCondition[]> => {
  const signer = await signerOfCaller(scope);
  const rows = await findConditions({ db: scope.db, applicationUuid: signer.applicationUuid, openOnly: !scope.includeResolved, signerUuid: signer.uuid });
  const read = await findReadConditionUuids({ db: scope.db, identityUuid: scope.identityUuid, conditionUuids: rows.map((r) => r.uuid) });
  return rows.map((row) => toApplicantCondition(row, read));
};

export const markSignerConditionsRead = async (scope: TSignerConditionScope & { request: TMarkConditionsReadRequest }): Promise<void> => {
  const signer = await signerOfCaller(scope);
  await markConditionsRead({
    db: scope.db,
    applicationUuid: signer.applicationUuid,
    identityUuid: scope.identityUuid,
    conditionUuids: scope.request.conditionUuids,
    signerUuid: signer.uuid,
  });
};

/**
 * The co-owner has uploaded what its condition asks (the files went through co-deed/documents with the
 * condition's uuid): the condition goes to review. Another person's condition answers 404; a withdrawn signer
 * or a closed application 409.
 */
export const answerSignerCondition = async (scope: TSignerConditionScope & { conditionUuid: string }): Promise<TApplicantCondition> => {
  const signer = await signerOfCaller(scope);
  if (!isUuid(scope.conditionUuid)) throw notFound();
  const application = await findApplicationByUuid({ db: scope.db, uuid: signer.applicationUuid });
  if (signer.withdrawnAt || !application?.active) throw conflict(SIGNER_MESSAGES.invitationInvalid);
  const row = await answerCondition({
    db: scope.db,
    applicationUuid: signer.applicationUuid,
    conditionUuid: scope.conditionUuid,
    identityUuid: scope.identityUuid,
    signerUuid: signer.uuid,
  });
  const read = await findReadConditionUuids({ db: scope.db, identityUuid: scope.identityUuid, conditionUuids: [row.uuid] });
  return toApplicantCondition(row, read);
};
