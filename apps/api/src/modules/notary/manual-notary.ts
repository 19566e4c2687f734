import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TManualReservation } from '@lintel/contract';
import { MANUAL_NOTARY_FEE_DOLLARS, NOTARY_MESSAGES } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import { badRequest, conflict } from '../../platform/http-error.ts';
import { changeStatus, findApplicationInOrgs } from '../application/index.ts';
import { listDocuments } from '../documents/index.ts';
import { signerNameOf } from './applicant-notary.ts';
import type { TNotaryScope } from './notary-room.ts';
import { findReservation, toWireReservation } from './session-records.ts';
import { manualNotaryReservations, notaryJournal } from './tables.ts';

export const listManualReservations = async (scope: TNotaryScope): Promise<TManualReservation[]> =>
  (
    await scope.db
      .select()
      .from(manualNotaryReservations)
      .where(inArray(manualNotaryReservations.organizationCode, scope.caller.orgCodes))
      .orderBy(desc(manualNotaryReservations.status), asc(manualNotaryReservations.createdAt))
      .limit(500)
  ).map(toWireReservation);

/**
 * An agent records the in-person visit as done, with the wet-signed deed's scan (uploaded first through the
 * documents call as WET_SIGNED_DEED): the journal gets an in-person entry and the application moves on.
 */
export const completeManualNotary = async (scope: TNotaryScope & { uuid: string; scanDocumentUuid: string }): Promise<TManualReservation> => {
  const application = await findApplicationInOrgs({ db: scope.db, uuid: scope.uuid, orgCodes: scope.caller.orgCodes });
  if (application.status !== 'MANUAL_DEED_SIGNING') throw conflict('The application is not waiting for an in-person notary.');
  const scan = (await listDocuments({ db: scope.db, applicationUuid: application.uuid })).find((d) => d.uuid === scope.scanDocumentUuid);
  if (!scan || scan.type !== 'WET_SIGNED_DEED') throw badRequest(NOTARY_MESSAGES.scan);
  const reservation = await findReservation(scope.db, application.uuid);
  const now = await clockNow(scope.db);
  const values = { status: 'COMPLETED' as const, scanDocumentUuid: scan.uuid, completedByIdentityUuid: scope.caller.identityUuid, completedAt: now };
  await scope.db.transaction(async (tx) => {
    if (reservation) {
      await tx.update(manualNotaryReservations).set(values).where(eq(manualNotaryReservations.uuid, reservation.uuid));
    } else {
      // The agent moved the application to the manual path and arranged the visit by phone.
      await tx.insert(manualNotaryReservations).values({
        applicationUuid: application.uuid,
        organizationCode: application.organizationCode,
        address: { street1: application.propertyStreet1, street2: application.propertyStreet2, city: application.propertyCity, state: application.propertyState, zip: application.propertyZip },
        windows: [],
        feeDollars: MANUAL_NOTARY_FEE_DOLLARS,
        byApplicant: false,
        ...values,
      });
    }
    await tx.insert(notaryJournal).values({
      applicationUuid: application.uuid,
      organizationCode: application.organizationCode,
      notaryIdentityUuid: scope.caller.identityUuid,
      method: 'IN_PERSON',
      signerName: signerNameOf(application),
      document: scan.name,
      documentUuid: scan.uuid,
      identityEvidence: 'in-person notary visit; wet-signed deed scanned',
      feeDollars: MANUAL_NOTARY_FEE_DOLLARS,
      notarizedAt: now,
    });
  });
  await changeStatus({
    db: scope.db,
    uuid: application.uuid,
    to: 'DISBURSEMENT_ACCOUNT',
    actor: { kind: scope.caller.roles.includes('ADMIN') ? 'ADMIN' : 'AGENT', identityUuid: scope.caller.identityUuid },
    reason: 'in-person notarization completed; wet-signed deed scanned',
    fields: { primaryParticipantAcceptComplete: true },
    expectedFrom: 'MANUAL_DEED_SIGNING',
    details: { scanDocument: scan.uuid },
  });
  return toWireReservation((await findReservation(scope.db, application.uuid))!);
};
