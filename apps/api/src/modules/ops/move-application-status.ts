import { isApplicationStatus } from '@lintel/domain';
import type { TAgentStatusChangeRequest } from '@lintel/contract';
import type { TCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/database.ts';
import { badRequest } from '../../platform/http-error.ts';
import { changeStatus, findApplicationInOrgs, type TApplicationRow } from '../application/index.ts';

export const ONLY_ADMIN_MAY_FORCE = 'Only an admin may force a status change';

/**
 * An agent moves an application along an allowed transition; an admin may force any status.
 * Moving into a job's status (back into IN_PROGRESS: a retry, a corrected address) queues its job in the same
 * transaction (decision 016).
 */
export const moveApplicationStatus = async (options: {
  db: Db;
  caller: TCaller;
  uuid: string;
  request: TAgentStatusChangeRequest;
}): Promise<TApplicationRow> => {
  const { db, caller, uuid, request } = options;
  const current = await findApplicationInOrgs({ db, uuid, orgCodes: caller.orgCodes });
  const isAdmin = caller.roles.includes('ADMIN');
  if (request.force && !isAdmin) throw badRequest(ONLY_ADMIN_MAY_FORCE);
  if (!isApplicationStatus(request.status)) throw badRequest(`Unknown status ${request.status}`);
  const updated = await changeStatus({
    db,
    uuid,
    to: request.status,
    actor: { kind: isAdmin ? 'ADMIN' : 'AGENT', identityUuid: caller.identityUuid },
    reason: request.reason,
    fields: request.fields,
    force: request.force,
    // Of two agents moving the same application at once, the second gets a conflict, not a surprise.
    expectedFrom: current.status,
  });
  return updated;
};
