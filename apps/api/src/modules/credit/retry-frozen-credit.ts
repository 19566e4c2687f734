import type { TCreditActionResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { conflict } from '../../platform/http-error.ts';
import { changeStatus, findOwnedApplication } from '../application/index.ts';

export const RETRY_NOT_EXPECTED_MESSAGE = 'There is no frozen credit report to retry for this application.';

/** The frozen statuses a retry leaves, and where each pull starts again. */
const RETRIES: Partial<Record<string, { to: 'IN_PROGRESS' | 'HARD_CREDIT_PULL' }>> = {
  SOFT_CREDIT_LOCKED_OR_FROZEN: { to: 'IN_PROGRESS' },
  HARD_CREDIT_LOCKED_OR_FROZEN: { to: 'HARD_CREDIT_PULL' },
};

/**
 * The applicant says they have lifted the freeze. After the soft pull (SOFT_CREDIT_LOCKED_OR_FROZEN) the
 * application re-enters IN_PROGRESS and pre-qualification pulls soft credit again; after the hard pull
 * (HARD_CREDIT_LOCKED_OR_FROZEN) it re-enters HARD_CREDIT_PULL and the hard pull runs again: each entry queues
 * its job (decision 016). The bureau judges the freeze by the time it was first seen (kept across the rerun),
 * so a retry too soon lands back on credit/error.
 */
export const retryFrozenCredit = async (options: {
  db: Db;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
}): Promise<TCreditActionResponse> => {
  const { db, uuid, ownerIdentityUuid } = options;
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
  return { uuid, applicationStatus: moved.status };
};
