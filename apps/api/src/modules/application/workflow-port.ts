import { inArray } from 'drizzle-orm';
import { isApplicationStatus } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TWorkflowApplications } from '../../platform/workflow.ts';
import { moveStatusIfStill } from './change-status.ts';
import { onStatusChange, onStatusEntered } from './status-events.ts';
import { applications } from './tables.ts';

/**
 * The application module's side of the workflow engine (decision 016): its status entries, the applications
 * sitting in a job's status (the sweep), and the move to a job's actionable status when its retries run out.
 * The engine lives in platform/ and never reads this module's tables itself.
 */
export const applicationWorkflowPort = (db: Db): TWorkflowApplications => ({
  onStatusEntered: (hook) => onStatusEntered(db, (tx, row) => hook(tx, row)),
  onStatusChanged: (listener) => onStatusChange(db, () => listener()),
  listInStatuses: (statuses) =>
    db
      .select({ uuid: applications.uuid, status: applications.status, statusEnteredAt: applications.statusEnteredAt })
      .from(applications)
      .where(inArray(applications.status, statuses.filter(isApplicationStatus))),
  moveIfStill: async ({ uuid, from, to, reason, job }) => {
    if (!isApplicationStatus(to)) throw new Error(`a job's actionable status ${to} is not a status`);
    // Forced: a job's status may have no ordinary transition to its error status; the audit says so.
    await moveStatusIfStill({ db, uuid, to, expectedFrom: from, force: true, reason, actor: { kind: 'SYSTEM', job } });
  },
});
