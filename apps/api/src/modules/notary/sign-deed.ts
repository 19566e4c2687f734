import { and, eq, isNull } from 'drizzle-orm';
import type { TNotaryState, TSignDeedRequest } from '@lintel/contract';
import { NOTARY_MESSAGES } from '@lintel/domain';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest, conflict } from '../../platform/http-error.ts';
import { isPngDataUrl } from '../signing/index.ts';
import { findNotaryState, type TApplicantScope } from './applicant-notary.ts';
import type { TDeedSource } from './deed.ts';
import { openSessionParticipant } from './kba.ts';
import { notaryParticipants, notarySessions } from './tables.ts';

/** The signer signs the deed in the session, with the notary present and the identity questions passed. */
export const signNotaryDeed = async (
  scope: TApplicantScope & { files: TFileStore; deeds: TDeedSource; signature: TSignDeedRequest['signature']; ipAddress: string; userAgent: string },
): Promise<TNotaryState> => {
  if (!isPngDataUrl(scope.signature.image)) throw badRequest('The signature is not a PNG image.');
  const { application, session, participant } = await openSessionParticipant(scope);
  if (participant.kbaStatus !== 'PASSED') throw conflict(NOTARY_MESSAGES.kbaFirst);
  if (session.state !== 'IN_PROGRESS' || !session.notaryIdentityUuid) throw conflict(NOTARY_MESSAGES.notaryAbsent);
  const deed = await scope.deeds.findDeed({ db: scope.db, files: scope.files, applicationUuid: application.uuid });
  if (!deed) throw conflict(NOTARY_MESSAGES.deedUnavailable);
  if (!participant.signedAt) {
    await scope.db
      .update(notaryParticipants)
      .set({
        signatureName: scope.signature.method === 'TYPED' ? scope.signature.typedName : participant.name,
        signatureMethod: scope.signature.method,
        signatureImage: scope.signature.image,
        signedAt: new Date(), signedIp: scope.ipAddress, signedUserAgent: scope.userAgent.slice(0, 500) })
      .where(and(eq(notaryParticipants.uuid, participant.uuid), isNull(notaryParticipants.signedAt)));
    await scope.db.update(notarySessions).set({ deedDocumentUuid: deed.documentUuid, updatedAt: new Date() }).where(eq(notarySessions.uuid, session.uuid));
  }
  return findNotaryState(scope, application);
};
