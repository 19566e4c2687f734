import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TCoDeedStatus } from '@lintel/contract';
import { isUuid, type TApplicationStatus, NOTARIZED_DOCUMENT_KINDS, SIGNER_DOCUMENTS_STATUSES, SIGNER_MESSAGES, signerProgressOf } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { listSignerDocuments } from '../signing/index.ts';
import { invitedByOf } from './issue-invitation.ts';
import { additionalSigners, type TSignerRow } from './tables.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const isNotarizedKind = (kind: string) => (NOTARIZED_DOCUMENT_KINDS as readonly string[]).includes(kind);

/**
 * The signer record that the caller holds in this organisation: for `applicationUuid` when given (404 when not
 * theirs), else the latest accepted one. Withdrawn records still count, so the signer's pages can say so.
 */
export const findCallerSigner = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode: string;
  applicationUuid?: string | undefined;
}): Promise<TSignerRow | undefined> => {
  const conditions = [eq(additionalSigners.identityUuid, options.identityUuid), eq(additionalSigners.organizationCode, options.organizationCode)];
  if (options.applicationUuid) {
    if (!isUuid(options.applicationUuid)) throw notFound();
    conditions.push(eq(additionalSigners.applicationUuid, options.applicationUuid));
  }
  const [row] = await options.db
    .select()
    .from(additionalSigners)
    .where(and(...conditions))
    .orderBy(desc(additionalSigners.acceptedAt))
    .limit(1);
  if (!row && options.applicationUuid) throw notFound();
  return row;
};

/** The live signer record of this identity on this application (other modules: the signer's own steps). */
export const findSignerOf = async (options: { db: Db; applicationUuid: string; identityUuid: string }): Promise<TSignerRow | undefined> =>
  (
    await options.db
      .select()
      .from(additionalSigners)
      .where(
        and(
          eq(additionalSigners.applicationUuid, options.applicationUuid),
          eq(additionalSigners.identityUuid, options.identityUuid),
          isNull(additionalSigners.withdrawnAt),
        ),
      )
      .limit(1)
  )[0];

/**
 * Whether the signer's documents are there to sign: the status alone is not enough. The closing package may not
 * exist at a signing status (an agent moved the application there), and a co-owner invited once the package
 * exists gets their own notice of the right to cancel a moment after the invitation is sent. The intro offers
 * "Review your documents" only when the package holds a place of this signer's outside the notary, which is
 * what heloc-signer/documents and /sign then show (issue 15: the documents page said "not ready yet" right
 * after the intro offered them).
 */
export const documentsReadyFor = async (db: Db, signer: TSignerRow, status: TApplicationStatus): Promise<boolean> =>
  SIGNER_DOCUMENTS_STATUSES.includes(status) && hasOwnPlacesOutsideNotary(db, signer);

/**
 * Whether the closing package gives the signer places of their own to sign before the notary (their notice of the
 * right to cancel, on a primary residence). A co-owner of any other property signs only the deed, at the notary.
 */
export const hasOwnPlacesOutsideNotary = async (db: Db, signer: TSignerRow): Promise<boolean> => {
  const documents = await listSignerDocuments({ db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid });
  return documents.some((document) => !isNotarizedKind(document.kind) && document.places.length > 0);
};

/**
 * GET co-deed/status (spec 02 section 7): only the facts the signer's own flow needs (the status, the property
 * they co-own, who invited them, their steps). 400 when the account signs for nothing here (not retried).
 */
export const findCoDeedStatus = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode: string;
  applicationUuid?: string | undefined;
}): Promise<TCoDeedStatus> => {
  const signer = await findCallerSigner(options);
  if (!signer) throw badRequest(SIGNER_MESSAGES.noCoDeed);
  const application = await findApplicationByUuid({ db: options.db, uuid: signer.applicationUuid });
  if (!application) throw badRequest(SIGNER_MESSAGES.noCoDeed);
  return {
    applicationUuid: application.uuid,
    applicationStatus: application.status,
    signerUuid: signer.uuid,
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    progress: signerProgressOf(signer),
    cancelled: Boolean(signer.withdrawnAt) || application.status === 'CANCELLED' || (!application.active && application.status !== 'COMPLETE'),
    documentsReady: await documentsReadyFor(options.db, signer, application.status),
    invitedBy: invitedByOf(application),
    property: {
      street1: application.propertyStreet1,
      street2: application.propertyStreet2,
      city: application.propertyCity,
      state: application.propertyState,
      zip: application.propertyZip,
    },
    identityVerifiedAt: iso(signer.identityVerifiedAt),
    signedAt: iso(signer.signedAt),
    notarizedAt: iso(signer.notarizedAt),
  };
};
