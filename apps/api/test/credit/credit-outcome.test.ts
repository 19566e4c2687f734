import { describe, expect, it } from 'vitest';
import { mapCreditOutcome } from '../../src/modules/credit/credit-outcome.ts';
import type { TCreditPullResult } from '../../src/vendors/credit-bureau/index.ts';

const now = new Date('2026-03-01T12:00:00Z');
const tradelines = [
  {
    accountType: 'MORTGAGE' as const,
    creditorName: 'Bank',
    monetaryBalance: 100,
    monetaryCalculatedNextPaymentMinimumAmount: 10,
    isDelinquent: false,
  },
];
const results: Record<string, TCreditPullResult> = {
  MATCH: { outcome: 'MATCH', reportId: 'R1', score: 720, tradelines },
  NO_MATCH: { outcome: 'NO_MATCH' },
  NO_MATCH_SSN: { outcome: 'NO_MATCH_SSN' },
  FROZEN: { outcome: 'FROZEN' },
  DECLINED: {
    outcome: 'DECLINED',
    reportId: 'R2',
    score: 550,
    adverseActionReasons: ['Serious delinquency'],
  },
  DELINQUENT: { outcome: 'DELINQUENT', reportId: 'R3', score: 600, tradelines },
};

describe('mapCreditOutcome: one mapping of bureau answers for every pull', () => {
  it.each([
    ['SOFT', 'MATCH', null],
    ['SOFT', 'NO_MATCH', 'CREDIT_NO_MATCH'],
    ['SOFT', 'NO_MATCH_SSN', 'CREDIT_NO_MATCH_SSN'],
    ['SOFT', 'FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'],
    ['SOFT', 'DECLINED', 'DECLINED'],
    ['SOFT', 'DELINQUENT', 'DELINQUENCY_REVIEW'],
    ['SOFT_WITH_SSN', 'MATCH', null],
    ['SOFT_WITH_SSN', 'NO_MATCH', 'CREDIT_NO_MATCH_SSN'],
    ['SOFT_WITH_SSN', 'NO_MATCH_SSN', 'CREDIT_NO_MATCH_SSN'],
    ['SOFT_WITH_SSN', 'FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'],
    ['SOFT_WITH_SSN', 'DECLINED', 'DECLINED'],
    ['SOFT_WITH_SSN', 'DELINQUENT', 'DELINQUENCY_REVIEW'],
    ['HARD', 'MATCH', 'FINAL_OFFER'],
    ['HARD', 'NO_MATCH', 'CREDIT_ERROR'],
    ['HARD', 'FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN'],
    ['HARD', 'DECLINED', 'DECLINED'],
    ['HARD', 'DELINQUENT', 'FINAL_OFFER'],
  ] as const)('%s pull answered %s goes to %s', (kind, outcome, to) => {
    expect(
      mapCreditOutcome({ kind, result: results[outcome]!, application: { creditFrozenAt: null }, now }).to,
    ).toBe(to);
  });

  it('keeps the time a freeze was first seen, and records it when new', () => {
    const first = new Date('2026-02-01T00:00:00Z');
    expect(
      mapCreditOutcome({ kind: 'HARD', result: results.FROZEN!, application: { creditFrozenAt: first }, now })
        .fields.creditFrozenAt,
    ).toBe(first);
    expect(
      mapCreditOutcome({ kind: 'SOFT', result: results.FROZEN!, application: { creditFrozenAt: null }, now })
        .fields.creditFrozenAt,
    ).toBe(now);
  });

  it('records the report with a match and clears the freeze; a decline carries its reasons', () => {
    const matched = mapCreditOutcome({
      kind: 'SOFT_WITH_SSN',
      result: results.MATCH!,
      application: { creditFrozenAt: now },
      now,
    });
    expect(matched.fields).toMatchObject({ creditReportId: 'R1', creditScore: 720, creditFrozenAt: null });
    expect(matched.tradelines).toEqual(tradelines);
    const declined = mapCreditOutcome({
      kind: 'SOFT',
      result: results.DECLINED!,
      application: { creditFrozenAt: null },
      now,
    });
    expect(declined.fields).toMatchObject({
      adverseActionReasons: ['Serious delinquency'],
      uwDecision: 'DECLINE',
    });
  });
});
