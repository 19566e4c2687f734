import type { TCreditActionResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { conflict } from '../../platform/http-error.ts';
import { changeStatus, findOwnedApplication } from '../application/index.ts';
import { sendSsnRepull } from './ssn-repull-job.ts';
import { saveSsn } from './ssn-store.ts';

export const SSN_NOT_EXPECTED_MESSAGE = 'A social security number is not needed for this application right now.';

/**
 * The applicant gives a social security number after the bureau found no match: the number is stored sealed,
 * the application waits in WAITING_FOR_CREDIT_REPULL and the rerun job pulls credit with it.
 */
export const submitSsn = async (options: {
  db: Db;
  jobs: TJobs;
  key: Buffer;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
  ssn: string;
}): Promise<TCreditActionResponse> => {
  const { db, jobs, key, uuid, ownerIdentityUuid } = options;
  const application = await findOwnedApplication({ db, uuid, ownerIdentityUuid, organizationCode: options.organizationCode });
  if (application.status !== 'CREDIT_NO_MATCH') throw conflict(SSN_NOT_EXPECTED_MESSAGE);
  await saveSsn({ db, key, applicationUuid: uuid, ssn: options.ssn });
  const moved = await changeStatus({
    db,
    uuid,
    to: 'WAITING_FOR_CREDIT_REPULL',
    actor: { kind: 'APPLICANT', identityUuid: ownerIdentityUuid },
    reason: 'The applicant gave a social security number',
    expectedFrom: 'CREDIT_NO_MATCH',
  });
  await sendSsnRepull(jobs, uuid);
  return { uuid, applicationStatus: moved.status };
};
