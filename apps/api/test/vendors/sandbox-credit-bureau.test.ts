import { describe, expect, it } from 'vitest';
import { pullSandboxCredit, SANDBOX_ADVERSE_ACTION_REASONS } from '../../src/vendors/credit-bureau/sandbox-credit-bureau.ts';
import type { TCreditPullRequest } from '../../src/vendors/credit-bureau/credit-bureau.ts';

const now = new Date('2026-01-10T12:00:00Z');
const applicant = (overrides: Partial<TCreditPullRequest> = {}): TCreditPullRequest => ({
  kind: 'SOFT',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1: '12 Main St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  now,
  ...overrides,
});

describe('sandbox credit bureau', () => {
  it('matches an ordinary applicant with the same score every time and tradelines that carry liability amounts', () => {
    const first = pullSandboxCredit(applicant());
    const second = pullSandboxCredit(applicant());
    expect(first).toEqual(second);
    if (first.outcome !== 'MATCH') throw new Error(`expected a match, got ${first.outcome}`);
    expect(first.score).toBeGreaterThanOrEqual(640);
    expect(first.score).toBeLessThanOrEqual(819);
    expect(first.tradelines.length).toBeGreaterThan(0);
    for (const line of first.tradelines) {
      expect(line.monetaryBalance).toBeGreaterThan(0);
      expect(line.monetaryCalculatedNextPaymentMinimumAmount).toBeGreaterThan(0);
    }
  });

  it('gives different applicants different scores', () => {
    const scores = new Set(
      ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'].map((firstName) => {
        const result = pullSandboxCredit(applicant({ firstName }));
        return result.outcome === 'MATCH' ? result.score : -1;
      }),
    );
    expect(scores.size).toBeGreaterThan(1);
  });

  it('answers no match for Nomatch, then SSN-based: ending 0000 still no match, any other a match', () => {
    expect(pullSandboxCredit(applicant({ lastName: 'Nomatch' })).outcome).toBe('NO_MATCH');
    expect(pullSandboxCredit(applicant({ lastName: 'Nomatch', ssn: '123-45-0000' })).outcome).toBe('NO_MATCH_SSN');
    expect(pullSandboxCredit(applicant({ lastName: 'Nomatch', ssn: '123-45-6789' })).outcome).toBe('MATCH');
  });

  it('keeps Frozen frozen until a retry one simulated minute after the first frozen answer', () => {
    expect(pullSandboxCredit(applicant({ lastName: 'Frozen' })).outcome).toBe('FROZEN');
    const frozenSince = new Date(now.getTime() - 59_000);
    expect(pullSandboxCredit(applicant({ lastName: 'Frozen', frozenSince })).outcome).toBe('FROZEN');
    const aMinuteAgo = new Date(now.getTime() - 60_000);
    expect(pullSandboxCredit(applicant({ lastName: 'Frozen', frozenSince: aMinuteAgo })).outcome).toBe('MATCH');
  });

  it('declines Decline with adverse-action reasons', () => {
    const result = pullSandboxCredit(applicant({ lastName: 'Decline' }));
    expect(result).toMatchObject({ outcome: 'DECLINED', adverseActionReasons: [...SANDBOX_ADVERSE_ACTION_REASONS] });
  });

  it('reports Delinquent with a delinquent tradeline', () => {
    const result = pullSandboxCredit(applicant({ lastName: 'delinquent' }));
    if (result.outcome !== 'DELINQUENT') throw new Error(`expected delinquency, got ${result.outcome}`);
    expect(result.tradelines.some((line) => line.isDelinquent)).toBe(true);
  });
});

describe('sandbox credit bureau outage', () => {
  it('throws for Outage so that the jobs can show their retries', () => {
    expect(() => pullSandboxCredit(applicant({ lastName: 'Outage' }))).toThrow('credit bureau is unavailable');
  });
});
