import { and, eq } from 'drizzle-orm';
import {
  APPLICANT_CANCEL_MESSAGES,
  applicantCancelRefusal,
  type TApplicantCancelRequest,
} from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { conflict } from '../../platform/http-error.ts';
import { changeStatus } from './change-status.ts';
import { findOwnedApplication } from './find-applications.ts';
import { applicationAudit, type TApplicationRow } from './tables.ts';

/** Whether the application has been through closing: the right-to-cancel step was entered once. */
const hasClosed = async (db: Db, uuid: string): Promise<boolean> =>
  (
    await db
      .select({ at: applicationAudit.at })
      .from(applicationAudit)
      .where(and(eq(applicationAudit.applicationUuid, uuid), eq(applicationAudit.toStatus, 'GEN_RESCISSION')))
      .limit(1)
  ).length > 0;

/**
 * The owner cancels its own application (spec 04 section 3; decision 084): from any status that has not ended and
 * is before closing, to CANCELLED, with the applicant's reason in the audit trail. The right to cancel after closing
 * stays the funding module's "Cancel my loan" (409 here, pointing there), so the two never disagree. The change is
 * conditional on the status read: a job that moves the application meanwhile makes this a 409 (reload, try again),
 * and a job that runs after it finds the application gone from its status (moveIfStill) and does nothing.
 */
export const cancelApplication = async (options: {
  db: Db;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
  request: TApplicantCancelRequest;
}): Promise<TApplicationRow> => {
  const { db, uuid, ownerIdentityUuid } = options;
  const application = await findOwnedApplication({
    db,
    uuid,
    ownerIdentityUuid,
    organizationCode: options.organizationCode,
  });
  const refusal = applicantCancelRefusal({ status: application.status, closed: await hasClosed(db, uuid) });
  if (refusal) throw conflict(APPLICANT_CANCEL_MESSAGES[refusal]);
  const given = options.request.reason?.trim();
  return changeStatus({
    db,
    uuid,
    to: 'CANCELLED',
    actor: { kind: 'APPLICANT', identityUuid: ownerIdentityUuid },
    reason: `Cancelled by the applicant: ${given ? given : APPLICANT_CANCEL_MESSAGES.noReasonGiven}`,
    expectedFrom: application.status,
    details: { applicantCancel: true },
  });
};
