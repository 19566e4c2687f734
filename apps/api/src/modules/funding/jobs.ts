import { clockNow } from '../../platform/clock.ts';
import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload, type TAnyJobDefinition } from '../../platform/workflow.ts';
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

const trigger = (status: string, onExhausted: string) => ({
  status,
  payloadOf: statusEntryPayloadOf,
  onExhausted: { status: onExhausted, reason: () => `The ${status} step failed on every attempt: for an agent to look at` },
});

export const genRescissionJob = defineJob({
  name: 'funding-gen-rescission',
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: trigger('GEN_RESCISSION', CLOSING_HOLD),
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'GEN_RESCISSION', ...payload });
    if (!application) return;
    const timeline = await startFundingTimeline(context.db, application);
    await moveFromJob(context, {
      uuid: application.uuid,
      expectedFrom: 'GEN_RESCISSION',
      to: timeline.rightToCancel ? 'RESCISSION' : 'RECORDING',
      reason: timeline.rightToCancel
        ? `Right to cancel until ${timeline.rescissionEndsAt!.toISOString()} (three business days, ${timeline.timeZone})`
        : 'No right to cancel (business-purpose loan or not the principal dwelling): recording',
    });
  },
});

export const rescissionJob = defineJob({
  name: 'funding-rescission',
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: trigger('RESCISSION', CLOSING_HOLD),
  handler: async (payload, context) => {
    const { db } = context;
    const application = await findApplicationInEntry({ db, status: 'RESCISSION', ...payload });
    if (!application) return;
    const timeline = await ensureFundingTimeline(db, application);
    const now = await clockNow(db);
    if (timeline.rescissionEndsAt && now < timeline.rescissionEndsAt) return { again: context.config.fundingCheckEverySeconds };
    await moveFromJob(context, { uuid: application.uuid, expectedFrom: 'RESCISSION', to: 'RECORDING', reason: 'The right to cancel has ended: recording' });
  },
});

export const recordingJob = defineJob({
  name: 'funding-recording',
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: trigger('RECORDING', CLOSING_HOLD),
  handler: async (payload, context) => {
    const { db } = context;
    const application = await findApplicationInEntry({ db, status: 'RECORDING', ...payload });
    if (!application) return;
    const timeline = await ensureFundingTimeline(db, application);
    const now = await clockNow(db);
    const recordsAt = recordedAtOf(timeline);
    if (now < recordsAt) return { again: context.config.fundingCheckEverySeconds };
    await updateFundingTimeline(db, application.uuid, { recordedAt: recordsAt });
    await moveFromJob(context, { uuid: application.uuid, expectedFrom: 'RECORDING', to: 'FUNDABLE', reason: 'The county recorded the lien (sandbox)' });
  },
});

export const fundableJob = defineJob({
  name: 'funding-fundable',
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: trigger('FUNDABLE', CLOSING_HOLD),
  handler: async (payload, context) => {
    const { db } = context;
    const application = await findApplicationInEntry({ db, status: 'FUNDABLE', ...payload });
    if (!application) return;
    const open = await findConditions({ db, applicationUuid: application.uuid, openOnly: true });
    // The money goes to the disbursement account only once its ownership is settled.
    if (open.some((condition) => condition.categoryEnum === 'BANK_ACCOUNT_FRAUD_REVIEW')) return { again: context.config.fundingCheckEverySeconds };
    await moveFromJob(context, { uuid: application.uuid, expectedFrom: 'FUNDABLE', to: 'FUNDING_DECISION', reason: 'Ready to fund' });
  },
});

export const fundingDecisionJob = defineJob({
  name: 'funding-decision',
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: trigger('FUNDING_DECISION', CLOSING_HOLD),
  handler: async (payload, context) => {
    const { db } = context;
    const application = await findApplicationInEntry({ db, status: 'FUNDING_DECISION', ...payload });
    if (!application) return;
    const timeline = await ensureFundingTimeline(db, application);
    const fundedAt = await clockNow(db);
    if (fundedAt < fundsAtOf(timeline)) return { again: context.config.fundingCheckEverySeconds };
    await updateFundingTimeline(db, application.uuid, { fundedAt });
    await moveFromJob(context, { uuid: application.uuid, expectedFrom: 'FUNDING_DECISION', to: 'COMPLETE', reason: 'Funded: the initial draw was sent to the disbursement account' });
  },
});

/** This module's workflow jobs (decision 016). */
export const fundingJobs: TAnyJobDefinition[] = [genRescissionJob, rescissionJob, recordingJob, fundableJob, fundingDecisionJob];
