import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TIncomeActionResponse, TSubmitPaystubsRequest } from '@lintel/contract';
import { DEFAULT_PAYSTUB_COUNT, INCOME_MESSAGES, INCOME_SOURCE_OF_KIND } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest } from '../../platform/http-error.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { findOwnedApplication } from '../application/index.ts';
import { createCondition, findConditions, resolveCondition } from '../conditions/index.ts';
import { listApplicantDocuments } from '../documents/index.ts';
import { moveOnVerifiedIncome } from './apply-verification.ts';
import { loadIncomeApplication, type TIncomeScope } from './scope.ts';
import { incomeSources } from './tables.ts';

export const PAYSTUB_CONDITION = 'HELOC_MANUAL_PAYSTUB_UPLOAD';
const PAYSTUB_TYPE = 'USER_UPLOADED_PAYSTUB';
/** The sandbox's paystub reader: a file whose name contains this cannot be read (spec 04 section 9.3). */
const UNREADABLE_MARK = 'unreadable';

/** The open paystub condition of an application, if any: it sets how many paystubs are asked for. */
export const findOpenPaystubCondition = async (db: Db, applicationUuid: string) =>
  (await findConditions({ db, applicationUuid, openOnly: true })).find((condition) => condition.categoryEnum === PAYSTUB_CONDITION);

export const paystubsRequiredOf = (condition: { xtraData: unknown } | undefined): number => {
  const count = (condition?.xtraData as { numDocsRequired?: unknown } | undefined)?.numDocsRequired;
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 ? count : DEFAULT_PAYSTUB_COUNT;
};

/**
 * income/upload: the paystubs uploaded through the documents module are handed in. The sandbox reads each; any
 * unreadable file opens a HELOC_MANUAL_PAYSTUB_UPLOAD condition asking for that many again (the application
 * stays in INCOME_VERIFICATION); all readable verifies the stated income and resolves an open paystub
 * condition. The same set of files handed in twice is one submission with one result.
 */
export const submitPaystubs = async (
  scope: TIncomeScope & { request: TSubmitPaystubsRequest; jobs: TJobs; publicUrl: string },
): Promise<TIncomeActionResponse> => {
  const { db, request } = scope;
  const application = await findOwnedApplication(scope);
  const documentUuids = [...new Set(request.documentUuids)].sort();
  const submissionKey = `paystubs:${createHash('sha256').update(documentUuids.join(',')).digest('hex')}`;
  const [repeat] = await db
    .select({ uuid: incomeSources.uuid })
    .from(incomeSources)
    .where(and(eq(incomeSources.applicationUuid, application.uuid), eq(incomeSources.submissionKey, submissionKey)));
  if (repeat) return { uuid: application.uuid, applicationStatus: application.status };
  await loadIncomeApplication(scope, ['INCOME_VERIFICATION']);

  const openCondition = await findOpenPaystubCondition(db, application.uuid);
  const required = paystubsRequiredOf(openCondition);
  if (documentUuids.length < required) throw badRequest(INCOME_MESSAGES.paystubsRequired(required));
  const documents = new Map((await listApplicantDocuments({ db, applicationUuid: application.uuid })).map((document) => [document.uuid, document]));
  const missing = documentUuids.filter((uuid) => documents.get(uuid)?.type !== PAYSTUB_TYPE);
  if (missing.length > 0) throw badRequest(...missing.map((uuid) => INCOME_MESSAGES.paystubNotFound(documents.get(uuid)?.name ?? uuid)));
  const unreadable = documentUuids.map((uuid) => documents.get(uuid)!).filter((document) => document.name.toLowerCase().includes(UNREADABLE_MARK));

  const inserted = await db
    .insert(incomeSources)
    .values({
      applicationUuid: application.uuid,
      source: INCOME_SOURCE_OF_KIND.upload,
      state: unreadable.length > 0 ? 'FAILED_VERIFICATION' : 'VERIFIED',
      submissionKey,
      statedAnnualIncome: application.annualIncome,
      verifiedAnnualIncome: unreadable.length > 0 ? null : application.annualIncome,
      detail:
        unreadable.length > 0
          ? `We could not read ${unreadable.map((document) => document.name).join(', ')}.`
          : `${documentUuids.length} paystub${documentUuids.length === 1 ? '' : 's'} read.`,
    })
    .onConflictDoNothing()
    .returning({ uuid: incomeSources.uuid });
  // A concurrent twin won the insert: it gives the result.
  if (inserted.length === 0) return { uuid: application.uuid, applicationStatus: (await findOwnedApplication(scope)).status };

  if (openCondition) {
    await resolveCondition({
      db,
      applicationUuid: application.uuid,
      conditionUuid: openCondition.uuid,
      resolvedByIdentityUuid: scope.ownerIdentityUuid,
      resolution: unreadable.length > 0 ? 'Paystubs sent again; some could not be read' : 'Paystubs received and read',
    });
  }
  if (unreadable.length > 0) {
    await createCondition({
      db,
      jobs: scope.jobs,
      publicUrl: scope.publicUrl,
      application,
      createdByIdentityUuid: null,
      request: {
        categoryEnum: PAYSTUB_CONDITION,
        requestDocuments: [PAYSTUB_TYPE],
        notes: `Unreadable paystubs: ${unreadable.map((document) => document.name).join(', ')}`,
        commentsToBorrower: null,
        xtraData: { numDocsRequired: unreadable.length },
      },
    });
    return { uuid: application.uuid, applicationStatus: application.status };
  }
  const moved = await moveOnVerifiedIncome({
    db,
    application,
    verifiedAnnualIncome: application.annualIncome,
    actor: { kind: 'APPLICANT', identityUuid: scope.ownerIdentityUuid },
    source: INCOME_SOURCE_OF_KIND.upload,
  });
  return { uuid: moved.uuid, applicationStatus: moved.status };
};
