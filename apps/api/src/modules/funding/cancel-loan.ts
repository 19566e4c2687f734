import { getBrand } from '@lintel/brands';
import { cancelReasonText, FUNDING_MESSAGES, type TCancelLoan } from '@lintel/domain';
import type { TFundingState } from '@lintel/contract';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { conflict } from '../../platform/http-error.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { changeStatus, type TApplicationRow } from '../application/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { findFundingState } from './funding-state.ts';
import { findFundingTimeline, findRescissionOwners, updateFundingTimeline } from './timeline.ts';

/**
 * "Cancel my loan" (Regulation Z 1026.15(a)(2)): an owner with the right to cancel, within the period, cancels;
 * the application becomes CANCELLED with the reason in the audit trail, and the lender is told by email through
 * the outbox (the brand's support address).
 */
export const cancelLoan = async (options: {
  db: Db;
  jobs: TJobs;
  publicUrl: string;
  /** The caller's application: its own (primary) or the one it signs for (additional owner). */
  application: TApplicationRow;
  ownerIdentityUuid: string;
  request: TCancelLoan;
}): Promise<TFundingState> => {
  const { db, application } = options;
  const timeline = await findFundingTimeline(db, application.uuid);
  const owners = timeline ? await findRescissionOwners(db, application.uuid) : [];
  const owner = owners.find((candidate) => candidate.identityUuid === options.ownerIdentityUuid);
  if (!timeline || !owner) throw conflict(FUNDING_MESSAGES.cancelNotAllowed);
  const now = await clockNow(db);
  if (!['GEN_RESCISSION', 'RESCISSION'].includes(application.status) || now >= owner.endsAt) throw conflict(FUNDING_MESSAGES.cancelPeriodOver);

  const reason = cancelReasonText(options.request);
  const cancelled = await changeStatus({
    db,
    uuid: application.uuid,
    to: 'CANCELLED',
    actor: { kind: 'APPLICANT', identityUuid: options.ownerIdentityUuid },
    reason: `Cancelled by ${owner.name} within the right to cancel: ${reason}`,
    expectedFrom: application.status,
    details: { rightToCancel: true, lastDay: owner.lastDay },
  });
  const brand = getBrand(application.organizationCode);
  await db.transaction(async (tx) => {
    await updateFundingTimeline(tx, application.uuid, { cancelledAt: now, cancelReason: reason, cancelledByIdentityUuid: options.ownerIdentityUuid });
    if (brand?.supportEmail) {
      await queueMessage({
        tx,
        jobs: options.jobs,
        publicUrl: options.publicUrl,
        message: {
          channel: 'EMAIL',
          kind: 'loan-cancelled',
          orgCode: application.organizationCode,
          to: brand.supportEmail,
          content: {
            subject: `Loan ${application.loanNumber} cancelled within the right to cancel`,
            heading: 'An owner cancelled a loan',
            paragraphs: [
              `${owner.name} cancelled loan ${application.loanNumber} on ${now.toISOString()}, within the right to cancel (last day ${owner.lastDay}, ${timeline.timeZone}).`,
              `Reason given: ${reason}`,
              'Regulation Z gives you 20 calendar days to return any money or property and to release the security interest.',
            ],
          },
        },
      });
    }
  });
  return findFundingState({ db, application: cancelled, callerIdentityUuid: options.ownerIdentityUuid });
};
