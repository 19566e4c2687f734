import type { Multipart } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { TDocument, TSignerIdentityResponse, TSubmitIdentityRequest } from '@lintel/contract';
import { CONDITION_TEXTS, ID_DOCUMENT_SIDES, IDENTITY_MESSAGES, SIGNER_MESSAGES, type TConditionCategory } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import type { TConfig } from '../../platform/config.ts';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest, conflict } from '../../platform/http-error.ts';
import { vendorsFor } from '../../vendors/index.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { findConditions, resolveCondition } from '../conditions/index.ts';
import { listDocumentsAddedBy, receiveUploads } from '../documents/index.ts';
import { moveOnWhenAllSigned } from './move-on-when-signed.ts';
import { findCallerSigner, findCoDeedStatus } from './co-deed-status.ts';
import { additionalSigners, type TSignerRow } from './tables.ts';

type TSignerScope = { db: Db; identityUuid: string; organizationCode: string; applicationUuid?: string | undefined };

/** The caller's live signer record on an active application; the signer's writes need one. */
const liveSignerOfCaller = async (scope: TSignerScope): Promise<TSignerRow> => {
  const signer = await findCallerSigner(scope);
  if (!signer) throw badRequest(SIGNER_MESSAGES.noCoDeed);
  const application = await findApplicationByUuid({ db: scope.db, uuid: signer.applicationUuid });
  if (signer.withdrawnAt || !application?.active) throw conflict(SIGNER_MESSAGES.invitationInvalid);
  return signer;
};

/** The signer's own upload (their ID's sides): a document of the application, added by the signer. */
export const uploadSignerDocument = async (scope: TSignerScope & { files: TFileStore; parts: AsyncIterable<Multipart> }): Promise<TDocument[]> => {
  const signer = await liveSignerOfCaller(scope);
  return receiveUploads({
    db: scope.db,
    files: scope.files,
    parts: scope.parts,
    application: { uuid: signer.applicationUuid, organizationCode: signer.organizationCode },
    addedBy: { addedByKind: 'SIGNER', addedByIdentityUuid: scope.identityUuid },
    conditionsOf: { signerUuid: signer.uuid },
  });
};

export const SIGNER_ID_RESOLUTION = 'Identity verified by the co-owner';

/** A passed check answers the co-owner's open ID conditions (decision 036), like the primary's identity check does. */
const resolveIdentityConditions = async (db: Db, signer: TSignerRow) => {
  const open = await findConditions({ db, applicationUuid: signer.applicationUuid, openOnly: true, signerUuid: signer.uuid });
  for (const condition of open.filter((c) => CONDITION_TEXTS[c.categoryEnum as TConditionCategory]?.action === 'identity')) {
    await resolveCondition({
      db,
      applicationUuid: signer.applicationUuid,
      conditionUuid: condition.uuid,
      resolvedByIdentityUuid: null,
      resolution: SIGNER_ID_RESOLUTION,
    });
  }
};

/**
 * The signer's ID check (the same checks as the primary's, spec 04 section 9.7): the sides must be the signer's
 * own uploads of the chosen ID's types; the vendor compares them with the invited name. VERIFIED completes the
 * identity step once (a repeat keeps the first time); a failure leaves the step open for another try.
 */
export const submitSignerIdentity = async (scope: TSignerScope & { config: TConfig; request: TSubmitIdentityRequest }): Promise<TSignerIdentityResponse> => {
  const { db, request } = scope;
  const signer = await liveSignerOfCaller(scope);
  const sides = ID_DOCUMENT_SIDES[request.idType];
  if (request.backDocumentUuid && !sides.back) throw badRequest(IDENTITY_MESSAGES.noBack);
  const own = await listDocumentsAddedBy({ db, applicationUuid: signer.applicationUuid, identityUuid: scope.identityUuid });
  const front = own.find((doc) => doc.uuid === request.frontDocumentUuid);
  const back = request.backDocumentUuid ? own.find((doc) => doc.uuid === request.backDocumentUuid) : undefined;
  const errors = [
    ...(!front || front.type !== sides.front ? [IDENTITY_MESSAGES.front] : []),
    ...(request.backDocumentUuid && (!back || back.type !== sides.back) ? [IDENTITY_MESSAGES.back] : []),
  ];
  if (errors.length > 0 || !front) throw badRequest(...errors);
  const image = (doc: TDocument) => ({ name: doc.name, contentType: doc.contentType, sha256: doc.sha256 });
  const check = await vendorsFor(scope.config).identityCheck.analyzeId({
    idType: request.idType,
    front: image(front),
    back: back ? image(back) : null,
    applicant: { firstName: signer.firstName, lastName: signer.lastName },
  });
  const now = await clockNow(db);
  const verifiedAt = check.result === 'VERIFIED' ? (signer.identityVerifiedAt ?? now) : signer.identityVerifiedAt;
  await db
    .update(additionalSigners)
    .set({
      idCheckResult: check.result,
      idCheckReference: check.reference,
      identityVerifiedAt: verifiedAt,
      // The ID this check looked at: the notary room shows the co-owner's own ID while it follows them.
      idCheckIdType: request.idType,
      idFrontDocumentUuid: front.uuid,
      idBackDocumentUuid: back?.uuid ?? null,
      idCheckedAt: now,
    })
    .where(eq(additionalSigners.uuid, signer.uuid));
  if (check.result === 'VERIFIED') {
    await resolveIdentityConditions(db, signer);
    // A co-owner with nothing to sign before the notary is done with CO_DEED_REQ now.
    await moveOnWhenAllSigned({ db, applicationUuid: signer.applicationUuid });
  }
  return { result: check.result, status: await findCoDeedStatus({ ...scope, applicationUuid: signer.applicationUuid }) };
};
