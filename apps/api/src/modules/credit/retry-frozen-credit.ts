import type { TCreditActionResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { conflict } from '../../platform/http-error.ts';
import { startPrequalification } from '../../jobs/prequal-chain.ts';
import { changeStatus, findOwnedApplication } from '../application/index.ts';
import { sendHardPull } from './hard-pull-job.ts';

export const RETRY_NOT_EXPECTED_MESSAGE = 'There is no frozen credit report to retry for this application.';

/** The frozen statuses a retry leaves, and where each pull starts again. */
const RETRIES: Partial<Record<string, { to: 'IN_PROGRESS' | 'HARD_CREDIT_PULL' }>> = {
  SOFT_CREDIT_LOCKED_OR_FROZEN: { to: 'IN_PROGRESS' },
  HARD_CREDIT_LOCKED_OR_FROZEN: { to: 'HARD_CREDIT_PULL' },
};

/**
 * The applicant says they have lifted the freeze. After the soft pull (SOFT_CREDIT_LOCKED_OR_FROZEN) the
 * application re-enters IN_PROGRESS and the pre-qualification chain pulls soft credit again; after the hard
 * pull (HARD_CREDIT_LOCKED_OR_FROZEN) it re-enters HARD_CREDIT_PULL and the hard-pull job runs again. The
 * bureau judges the freeze by the time it was first seen (kept across the rerun), so a retry too soon lands
 * back on credit/error.
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
  const retry = RETRIES[application.status];
  if (!retry) throw conflict(RETRY_NOT_EXPECTED_MESSAGE);
  const moved = await changeStatus({
    db,
    uuid,
    to: retry.to,
    actor: { kind: 'APPLICANT', identityUuid: ownerIdentityUuid },
    reason: 'The applicant unfroze their credit and asked to retry',
    expectedFrom: application.status,
  });
  await (retry.to === 'IN_PROGRESS' ? startPrequalification(jobs, moved) : sendHardPull(jobs, moved));
  return { uuid, applicationStatus: moved.status };
};
