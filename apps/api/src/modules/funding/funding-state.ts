import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { TZDate } from '@date-fns/tz';
import { centsToDollars, FUNDING_STEP_TEXTS, FUNDING_STEPS, monthlyPayment, type TFundingStep } from '@lintel/domain';
import type { TFundedLine, TFundingState } from '@lintel/contract';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow } from '../application/index.ts';
import { autopayDiscountViewOf, findBankElection } from '../bank/index.ts';
import { findFundingTimeline, findRescissionOwners, fundsAtOf, recordedAtOf } from './timeline.ts';
import type { TFundingTimelineRow } from './tables.ts';

/** How far along the timeline a status is (a payoff side path sits with FUNDABLE). */
const PROGRESS: Record<string, number> = {
  GEN_RESCISSION: 0,
  RESCISSION: 0,
  RECORDING: 1,
  REQUEST_STEWART_PAYOFFS: 2,
  PAYOFF_REQUEST_PENDING: 2,
  DIRECT_DEBT_PAYOFF: 2,
  FUNDABLE: 2,
  FUNDING_DECISION: 3,
  COMPLETE: 5,
};

const stepDate = (timeline: TFundingTimelineRow, step: TFundingStep): Date | null => {
  switch (step) {
    case 'RESCISSION':
      // The right ends at midnight: its step is dated by the last day (the second before), not the day after.
      return timeline.rescissionEndsAt ? new Date(timeline.rescissionEndsAt.getTime() - 1000) : null;
    case 'RECORDING':
    case 'FUNDABLE':
      return recordedAtOf(timeline);
    default:
      return fundsAtOf(timeline);
  }
};

/** The funded line of the dashboard: amount, rate (with the autopay discount when chosen), first payment. */
export const fundedLineOf = async (db: Db, application: TApplicationRow, timeline: TFundingTimelineRow): Promise<TFundedLine | null> => {
  const amount = centsToDollars(application.amount);
  if (!timeline.fundedAt || amount === null || application.rate === null || application.term === null) return null;
  const election = await findBankElection(db, application.uuid);
  const discount = election?.paymentMethod === 'AUTOPAY' ? autopayDiscountViewOf(application) : null;
  const rate = discount?.rateWithDiscount ?? Number(application.rate);
  const fundedDay = new TZDate(timeline.fundedAt.getTime(), timeline.timeZone);
  return {
    amount,
    initialDraw: centsToDollars(application.uwCalculatedDrawAmount) ?? amount,
    rate,
    termYears: application.term,
    fundedAt: timeline.fundedAt.toISOString(),
    firstPaymentDate: format(addMonths(fundedDay, 1), 'yyyy-MM-dd'),
    firstPaymentAmount: monthlyPayment({ amount, annualRatePercent: rate, termYears: application.term }).toNumber(),
    paymentMethod: election?.paymentMethod ?? null,
  };
};

/** The complete page: one countdown per owner with the right to cancel, the dates ahead, the funded line. */
export const findFundingState = async (options: { db: Db; application: TApplicationRow; callerIdentityUuid: string }): Promise<TFundingState> => {
  const { db, application } = options;
  const now = await clockNow(db);
  const timeline = await findFundingTimeline(db, application.uuid);
  if (!timeline) return { applicationStatus: application.status, timeline: null, now: now.toISOString(), cancelled: null, fundedLine: null };
  const owners = timeline.rightToCancel ? await findRescissionOwners(db, application.uuid) : [];
  const progress = PROGRESS[application.status] ?? -1;
  const inRescission = application.status === 'GEN_RESCISSION' || application.status === 'RESCISSION';
  const you = owners.find((owner) => owner.identityUuid === options.callerIdentityUuid);
  const steps = FUNDING_STEPS.map((step, index) => {
    const at = stepDate(timeline, step);
    const state =
      step === 'RESCISSION' && !timeline.rightToCancel
        ? 'SKIPPED'
        : progress > index || application.status === 'COMPLETE'
          ? 'DONE'
          : progress === index
            ? 'CURRENT'
            : 'NEXT';
    return { step, ...FUNDING_STEP_TEXTS[step], at: at ? at.toISOString() : null, state } as const;
  });
  return {
    applicationStatus: application.status,
    timeline: {
      timeZone: timeline.timeZone,
      rightToCancel: timeline.rightToCancel,
      signedAt: timeline.signedAt.toISOString(),
      owners: owners.map((owner) => ({
        name: owner.name,
        lastDay: owner.lastDay,
        endsAt: owner.endsAt.toISOString(),
        isYou: owner.identityUuid === options.callerIdentityUuid,
      })),
      canCancel: Boolean(you && inRescission && now < you.endsAt),
      expectedFundingAt: fundsAtOf(timeline).toISOString(),
      steps: [...steps],
    },
    now: now.toISOString(),
    cancelled: timeline.cancelledAt ? { at: timeline.cancelledAt.toISOString(), reason: timeline.cancelReason ?? '' } : null,
    fundedLine: await fundedLineOf(db, application, timeline),
  };
};
