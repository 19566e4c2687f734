import type { Db } from '../../platform/database.ts';
import { findApplicationByUuid, moveStatusIfStill } from '../application/index.ts';
import { hasOwnPlacesOutsideNotary } from './co-deed-status.ts';
import { findLiveSigners } from './find-signers.ts';
import type { TSignerRow } from './tables.ts';

/**
 * A co-owner is done with CO_DEED_REQ once they signed their places outside the notary; one to whom the package
 * gives none (a property that is not a primary residence has no notice of the right to cancel: they sign only the
 * deed, at the notary) once their identity is verified, which the notary room needs.
 */
const doneBeforeNotary = async (db: Db, signer: TSignerRow): Promise<boolean> =>
  signer.signedAt !== null || (signer.identityVerifiedAt !== null && !(await hasOwnPlacesOutsideNotary(db, signer)));

/**
 * CO_DEED_REQ ends when every additional owner still invited is done before the notary (spec 04 section 3:
 * doneBeforeNotary): the application moves on to GEN_NOTARY_DISCLOSURE. Called on entering CO_DEED_REQ, after a
 * signature, an identity verified and a withdrawal; a no-op otherwise, and when something else moved the
 * application first.
 */
export const moveOnWhenAllSigned = async (options: { db: Db; applicationUuid: string }): Promise<boolean> => {
  const application = await findApplicationByUuid({ db: options.db, uuid: options.applicationUuid });
  if (application?.status !== 'CO_DEED_REQ') return false;
  const signers = await findLiveSigners(options.db, options.applicationUuid);
  if (signers.length === 0) return false;
  for (const signer of signers) if (!(await doneBeforeNotary(options.db, signer))) return false;
  const moved = await moveStatusIfStill({
    db: options.db,
    uuid: options.applicationUuid,
    to: 'GEN_NOTARY_DISCLOSURE',
    expectedFrom: 'CO_DEED_REQ',
    actor: { kind: 'SYSTEM', job: 'signers-all-signed' },
    reason: 'Every additional owner has signed or has nothing to sign before the notary',
    details: { signers: signers.length },
  });
  return moved !== null;
};
