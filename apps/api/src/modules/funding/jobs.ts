import { clockNow } from '../../platform/clock.ts';
import type { TApplicationStatus } from '@lintel/domain';
import {
  DEFAULT_RETRY,
  defineJob,
  statusEntryPayloadOf,
  ZStatusEntryPayload,
  type TAnyJobDefinition,
  type TJobContext,
  type TJobResult,
} from '../../platform/workflow.ts';
import { findApplicationInEntry, moveFromJob } from '../application/index.ts';
import { findConditions } from '../conditions/index.ts';
import { ensureFundingTimeline, fundsAtOf, recordedAtOf, startFundingTimeline, updateFundingTimeline } from './timeline.ts';

/**
 * The funding timeline (spec 04 section 9.6) as status-triggered jobs on the simulated clock (decision 016):
 * GEN_RESCISSION writes the timeline; RESCISSION waits out the right to cancel; RECORDING one business day of
 * county recording; FUNDABLE waits while a bank-account ownership review is open; FUNDING_DECISION funds on the first business
 * morning after recording (ACH).
 * A step that waits on the clock looks again every FUNDING_CHECK_EVERY_SECONDS.
 */
/**
 * Where a funding step goes when every attempt failed: a closing hold an agent looks at (it routes to
 * error/timeout, and RECORDING's own side path leads there too); the agent moves it on by hand.
 */
const CLOSING_HOLD = 'REQUEST_STEWART_PAYOFFS';

type TEntered = NonNullable<Awaited<ReturnType<typeof findApplicationInEntry>>>;

/**
 * One funding step: a job started when an application enters `status`, run only while it is still in that same
 * entry; `step` moves it on, or answers when to look again on the simulated clock.
 */
const fundingStep = (name: string, status: TApplicationStatus, step: (application: TEntered, context: TJobContext) => Promise<TJobResult>) =>
  defineJob({
    name,
    ZPayload: ZStatusEntryPayload,
    retry: DEFAULT_RETRY,
    trigger: {
      status,
      payloadOf: statusEntryPayloadOf,
      onExhausted: { status: CLOSING_HOLD, reason: () => `The ${status} step failed on every attempt: for an agent to look at` },
    },
    handler: async (payload, context) => {
      const application = await findApplicationInEntry({ db: context.db, status, ...payload });
      return application ? step(application, context) : undefined;
    },
  });

const lookAgain = (context: TJobContext) => ({ again: context.config.fundingCheckEverySeconds });

export const genRescissionJob = fundingStep('funding-gen-rescission', 'GEN_RESCISSION', async (application, context) => {
  const timeline = await startFundingTimeline(context.db, application);
  await moveFromJob(context, {
    uuid: application.uuid,
    expectedFrom: 'GEN_RESCISSION',
    to: timeline.rightToCancel ? 'RESCISSION' : 'RECORDING',
    reason: timeline.rightToCancel
      ? `Right to cancel until ${timeline.rescissionEndsAt!.toISOString()} (three business days, ${timeline.timeZone})`
      : 'No right to cancel (business-purpose loan or not the principal dwelling): recording',
  });
});

export const rescissionJob = fundingStep('funding-rescission', 'RESCISSION', async (application, context) => {
  const timeline = await ensureFundingTimeline(context.db, application);
  if (timeline.rescissionEndsAt && (await clockNow(context.db)) < timeline.rescissionEndsAt) return lookAgain(context);
  await moveFromJob(context, { uuid: application.uuid, expectedFrom: 'RESCISSION', to: 'RECORDING', reason: 'The right to cancel has ended: recording' });
});

export const recordingJob = fundingStep('funding-recording', 'RECORDING', async (application, context) => {
  const timeline = await ensureFundingTimeline(context.db, application);
  const recordsAt = recordedAtOf(timeline);
  if ((await clockNow(context.db)) < recordsAt) return lookAgain(context);
  await updateFundingTimeline(context.db, application.uuid, { recordedAt: recordsAt });
  await moveFromJob(context, { uuid: application.uuid, expectedFrom: 'RECORDING', to: 'FUNDABLE', reason: 'The county recorded the lien (sandbox)' });
});

export const fundableJob = fundingStep('funding-fundable', 'FUNDABLE', async (application, context) => {
  const open = await findConditions({ db: context.db, applicationUuid: application.uuid, openOnly: true });
  // The money goes to the disbursement account only once its ownership is settled.
  if (open.some((condition) => condition.categoryEnum === 'BANK_ACCOUNT_FRAUD_REVIEW')) return lookAgain(context);
  await moveFromJob(context, { uuid: application.uuid, expectedFrom: 'FUNDABLE', to: 'FUNDING_DECISION', reason: 'Ready to fund' });
});

export const fundingDecisionJob = fundingStep('funding-decision', 'FUNDING_DECISION', async (application, context) => {
  const timeline = await ensureFundingTimeline(context.db, application);
  const fundedAt = await clockNow(context.db);
  if (fundedAt < fundsAtOf(timeline)) return lookAgain(context);
  await updateFundingTimeline(context.db, application.uuid, { fundedAt });
  await moveFromJob(context, {
    uuid: application.uuid,
    expectedFrom: 'FUNDING_DECISION',
    to: 'COMPLETE',
    reason: 'Funded: the initial draw was sent to the disbursement account',
  });
});

/** This module's workflow jobs (decision 016). */
export const fundingJobs: TAnyJobDefinition[] = [genRescissionJob, rescissionJob, recordingJob, fundableJob, fundingDecisionJob];
