import type { TCreditActionResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { conflict } from '../../platform/http-error.ts';
import { startPrequalification } from '../../jobs/prequal-chain.ts';
import { changeStatus, findOwnedApplication } from '../application/index.ts';

export const RETRY_NOT_EXPECTED_MESSAGE = 'There is no frozen credit report to retry for this application.';

/**
 * The applicant says they have lifted the freeze: the application re-enters IN_PROGRESS and the engine's
 * pre-qualification chain pulls soft credit again. The bureau judges the freeze by the time it was first seen
 * (kept across the rerun), so a retry too soon lands back on credit/error.
 */
export const retryFrozenCredit = async (options: {
  db: Db;
  jobs: TJobs;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
}): Promise<TCreditActionResponse> => {
  const { db, jobs, uuid, ownerIdentityUuid } = options;
  const application = await findOwnedApplication({ db, uuid, ownerIdentityUuid, organizationCode: options.organizationCode });
  if (application.status !== 'SOFT_CREDIT_LOCKED_OR_FROZEN') throw conflict(RETRY_NOT_EXPECTED_MESSAGE);
  const moved = await changeStatus({
    db,
    uuid,
    to: 'IN_PROGRESS',
    actor: { kind: 'APPLICANT', identityUuid: ownerIdentityUuid },
    reason: 'The applicant unfroze their credit and asked to retry',
    expectedFrom: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
  });
  await startPrequalification(jobs, moved);
  return { uuid, applicationStatus: moved.status };
};
