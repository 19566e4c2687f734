import type { Db } from '../../platform/database.ts';
import { findApplicationByUuid, moveStatusIfStill } from '../application/index.ts';
import { findLiveSigners } from './find-signers.ts';

/**
 * CO_DEED_REQ ends when every additional owner still invited has signed (spec 04 section 3): the application
 * moves on to GEN_NOTARY_DISCLOSURE. Called after a signature and after a withdrawal; a no-op otherwise, and
 * when something else moved the application first.
 */
export const moveOnWhenAllSigned = async (options: { db: Db; applicationUuid: string }): Promise<boolean> => {
  const application = await findApplicationByUuid({ db: options.db, uuid: options.applicationUuid });
  if (application?.status !== 'CO_DEED_REQ') return false;
  const signers = await findLiveSigners(options.db, options.applicationUuid);
  if (signers.length === 0 || signers.some((signer) => !signer.signedAt)) return false;
  const moved = await moveStatusIfStill({
    db: options.db,
    uuid: options.applicationUuid,
    to: 'GEN_NOTARY_DISCLOSURE',
    expectedFrom: 'CO_DEED_REQ',
    actor: { kind: 'SYSTEM', job: 'signers-all-signed' },
    reason: 'Every additional owner has signed',
    details: { signers: signers.length },
  });
  return moved !== null;
};
