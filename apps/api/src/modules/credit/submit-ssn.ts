import type { TKeyring } from '../../platform/keyring.ts';
import type { TCreditActionResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { conflict } from '../../platform/http-error.ts';
import { changeStatus, findOwnedApplication } from '../application/index.ts';
import { saveSsn } from './ssn-store.ts';

export const SSN_NOT_EXPECTED_MESSAGE = 'A social security number is not needed for this application right now.';

/**
 * The applicant gives a social security number after the bureau found no match: the number is stored sealed,
 * the application waits in WAITING_FOR_CREDIT_REPULL, whose entry queues the rerun job that pulls credit with it.
 */
export const submitSsn = async (options: {
  db: Db;
  keyring: TKeyring;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
  ssn: string;
}): Promise<TCreditActionResponse> => {
  const { db, keyring, uuid, ownerIdentityUuid } = options;
  const application = await findOwnedApplication({ db, uuid, ownerIdentityUuid, organizationCode: options.organizationCode });
  if (application.status !== 'CREDIT_NO_MATCH') throw conflict(SSN_NOT_EXPECTED_MESSAGE);
  await saveSsn({ db, keyring, applicationUuid: uuid, ssn: options.ssn });
  const moved = await changeStatus({
    db,
    uuid,
    to: 'WAITING_FOR_CREDIT_REPULL',
    actor: { kind: 'APPLICANT', identityUuid: ownerIdentityUuid },
    reason: 'The applicant gave a social security number',
    expectedFrom: 'CREDIT_NO_MATCH',
  });
  return { uuid, applicationStatus: moved.status };
};
