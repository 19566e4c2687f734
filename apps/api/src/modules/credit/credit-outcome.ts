import type { TApplicationStatus } from '@lintel/domain';
import type { TApplicationRow, TStatusChangeColumns } from '../application/index.ts';
import type { TCreditPullResult, TTradeline } from '../../vendors/credit-bureau/index.ts';

/**
 * What a credit bureau's answer means for an application: the status it goes to, the columns recorded
 * with that change, and the tradelines that become its liabilities. One mapping for every pull (the
 * engine's soft pull, the rerun with a social security number, the hard pull), so they never disagree.
 */
export type TCreditOutcome = {
  /** null: the pull matched and the step's chain carries on (the caller decides where). */
  to: TApplicationStatus | null;
  reason: string;
  fields: TStatusChangeColumns;
  /** Recorded as the pull's liabilities before the status changes, so the next step sees them. */
  tradelines: TTradeline[] | null;
  details?: Record<string, unknown>;
};

type TPullKind = 'SOFT' | 'SOFT_WITH_SSN' | 'HARD';

const frozenStatus = (kind: TPullKind): TApplicationStatus =>
  kind === 'HARD' ? 'HARD_CREDIT_LOCKED_OR_FROZEN' : 'SOFT_CREDIT_LOCKED_OR_FROZEN';

export const mapCreditOutcome = (options: {
  kind: TPullKind;
  result: TCreditPullResult;
  application: Pick<TApplicationRow, 'creditFrozenAt'>;
  /** The simulated clock's now: when a freeze is first seen. */
  now: Date;
}): TCreditOutcome => {
  const { kind, result, application, now } = options;
  switch (result.outcome) {
    case 'NO_MATCH':
    case 'NO_MATCH_SSN':
      if (kind === 'HARD') {
        // The soft pull matched this applicant: a hard pull that does not is the bureau's fault, for an agent to rerun.
        return {
          to: 'CREDIT_ERROR',
          reason: 'The credit bureau found no match on the hard pull',
          fields: {},
          tradelines: null,
        };
      }
      if (kind === 'SOFT' && result.outcome === 'NO_MATCH') {
        return {
          to: 'CREDIT_NO_MATCH',
          reason: 'The credit bureau found no match',
          fields: {},
          tradelines: null,
        };
      }
      return {
        to: 'CREDIT_NO_MATCH_SSN',
        reason: 'The credit bureau found no match for the social security number',
        fields: {},
        tradelines: null,
      };
    case 'FROZEN':
      return {
        to: frozenStatus(kind),
        reason: 'The credit file is locked or frozen',
        // The first time the freeze was seen is kept across retries: the bureau judges the unfreeze by it.
        fields: { creditFrozenAt: application.creditFrozenAt ?? now, uwSubDecision: 'CREDIT_FROZEN' },
        tradelines: null,
      };
    case 'DECLINED':
      return {
        to: 'DECLINED',
        reason: kind === 'HARD' ? 'Declined on the hard credit pull' : 'Declined on the soft credit pull',
        fields: {
          creditScore: result.score,
          creditReportId: result.reportId,
          adverseActionReasons: result.adverseActionReasons,
          uwDecision: 'DECLINE',
        },
        tradelines: null,
        details: { adverseActionReasons: result.adverseActionReasons },
      };
    case 'DELINQUENT':
      if (kind !== 'HARD') {
        return {
          to: 'DELINQUENCY_REVIEW',
          reason: 'The credit report shows a delinquent account',
          fields: { creditScore: result.score, creditReportId: result.reportId, uwDecision: 'REVIEW' },
          tradelines: result.tradelines,
        };
      }
      // An agent reviewed this delinquency after the soft pull and let the application go on: the hard
      // pull showing the same account changes nothing.
      return hardPullMatched(result);
    case 'MATCH':
      if (kind === 'HARD') return hardPullMatched(result);
      return {
        to: null,
        reason:
          kind === 'SOFT' ? 'Soft credit pulled' : 'Soft credit pulled again with the social security number',
        fields: {
          creditScore: result.score,
          creditReportId: result.reportId,
          creditFrozenAt: null,
          uwSubDecision: null,
        },
        tradelines: result.tradelines,
      };
  }
};

const hardPullMatched = (
  result: Extract<TCreditPullResult, { tradelines: TTradeline[] }>,
): TCreditOutcome => ({
  to: 'FINAL_OFFER',
  reason: 'Hard credit pulled',
  fields: {
    creditScore: result.score,
    creditReportId: result.reportId,
    creditFrozenAt: null,
    uwSubDecision: 'FINAL_OFFER',
  },
  tradelines: result.tradelines,
  details: { tradelines: result.tradelines.length },
});
