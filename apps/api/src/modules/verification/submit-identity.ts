import type { TIdentityResponse, TSubmitIdentityRequest } from '@lintel/contract';
import { ID_DOCUMENT_SIDES, IDENTITY_MESSAGES } from '@lintel/domain';
import type { TConfig } from '../../platform/config.ts';
import type { Db } from '../../platform/database.ts';
import { badRequest, conflict } from '../../platform/http-error.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { vendorsFor } from '../../vendors/index.ts';
import { changeStatus, findApplicationByUuid, findOwnedApplication } from '../application/index.ts';
import { createCondition, resolveCondition } from '../conditions/index.ts';
import { listApplicantDocuments } from '../documents/index.ts';
import { findIdVerificationOfFront, findOpenIdCondition, ID_CONDITION, identityStateOf } from './identity-state.ts';
import { idVerifications } from './tables.ts';

export type TVerificationDeps = { db: Db; jobs: TJobs; config: TConfig };

/**
 * The applicant's ID (issue 11 item 6): its sides, uploaded through the documents module, go to the identity
 * check. VERIFIED resolves an open ID_VERIFICATION_FAILURE condition and moves IDENTITY_VERIFICATION on to
 * LIEN_VERIFICATION; FAILED_VERIFICATION opens that condition (once) and the application stays where it is, so
 * the applicant can try again from the condition's Verify ID. The same front image sent again answers the
 * result it had the first time.
 */
export const submitIdentity = async (
  options: TVerificationDeps & { uuid: string; ownerIdentityUuid: string; organizationCode: string; request: TSubmitIdentityRequest },
): Promise<TIdentityResponse> => {
  const { db, request } = options;
  const application = await findOwnedApplication(options);
  const repeated = await findIdVerificationOfFront(db, application.uuid, request.frontDocumentUuid);
  if (repeated) return identityStateOf({ db, application, latest: repeated });

  const openCondition = await findOpenIdCondition(db, application.uuid);
  if (application.status !== 'IDENTITY_VERIFICATION' && !openCondition) throw conflict(IDENTITY_MESSAGES.notExpected);

  const sides = ID_DOCUMENT_SIDES[request.idType];
  if (request.backDocumentUuid && !sides.back) throw badRequest(IDENTITY_MESSAGES.noBack);
  // The applicant's documents, as the applicant sees them (their own and the loan team's uploads): a co-owner's
  // ID, uploaded to the same application, is not theirs to send.
  const documents = await listApplicantDocuments({ db, applicationUuid: application.uuid });
  const front = documents.find((doc) => doc.uuid === request.frontDocumentUuid);
  const back = request.backDocumentUuid ? documents.find((doc) => doc.uuid === request.backDocumentUuid) : undefined;
  const errors = [
    ...(!front || front.type !== sides.front ? [IDENTITY_MESSAGES.front] : []),
    ...(request.backDocumentUuid && (!back || back.type !== sides.back) ? [IDENTITY_MESSAGES.back] : []),
  ];
  if (errors.length > 0 || !front) throw badRequest(...errors);

  const image = (doc: { name: string; contentType: string; sha256: string }) => ({ name: doc.name, contentType: doc.contentType, sha256: doc.sha256 });
  const check = await vendorsFor(options.config).identityCheck.analyzeId({
    idType: request.idType,
    front: image(front),
    back: back ? image(back) : null,
    applicant: { firstName: application.firstName, lastName: application.lastName },
  });
  const [row] = await db
    .insert(idVerifications)
    .values({
      applicationUuid: application.uuid,
      idType: request.idType,
      frontDocumentUuid: front.uuid,
      backDocumentUuid: back?.uuid ?? null,
      result: check.result,
      reasons: check.reasons,
      vendorReference: check.reference,
      checkedByIdentityUuid: options.ownerIdentityUuid,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent submit of the same images wrote first: its result is the answer.
  if (!row) return identityStateOf({ db, application, latest: await findIdVerificationOfFront(db, application.uuid, front.uuid) });

  if (check.result === 'VERIFIED') {
    if (openCondition) {
      await resolveCondition({
        db,
        applicationUuid: application.uuid,
        conditionUuid: openCondition.uuid,
        resolvedByIdentityUuid: null,
        resolution: 'Identity verified',
      });
    }
    if (application.status === 'IDENTITY_VERIFICATION') {
      await changeStatus({
        db,
        uuid: application.uuid,
        to: 'LIEN_VERIFICATION',
        actor: { kind: 'APPLICANT', identityUuid: options.ownerIdentityUuid },
        reason: 'Identity verified',
        expectedFrom: 'IDENTITY_VERIFICATION',
        details: { idType: request.idType, reference: check.reference },
      });
    }
  } else if (!openCondition) {
    await createCondition({
      db,
      jobs: options.jobs,
      publicUrl: options.config.publicUrl,
      application,
      createdByIdentityUuid: null,
      request: { categoryEnum: ID_CONDITION, requestDocuments: [], notes: `Identity check ${check.reference}: ${check.reasons.join(', ')}`, xtraData: {} },
    });
  }
  const after = (await findApplicationByUuid({ db, uuid: application.uuid })) ?? application;
  return identityStateOf({ db, application: after, latest: row });
};

export const findIdentityState = async (
  options: { db: Db; uuid: string; ownerIdentityUuid: string; organizationCode: string },
): Promise<TIdentityResponse> => identityStateOf({ db: options.db, application: await findOwnedApplication(options) });
