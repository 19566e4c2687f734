import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type TApplicationStatus } from './status.ts';
import {
  ALLOWED_TRANSITIONS,
  FINAL_STATUSES,
  HAPPY_PATH,
  INITIAL_STATUSES,
  allowedNextStatuses,
  canTransition,
  isFinalStatus,
} from './transitions.ts';

const reachableFrom = (start: TApplicationStatus): Set<TApplicationStatus> => {
  const seen = new Set<TApplicationStatus>([start]);
  const queue: TApplicationStatus[] = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const to of allowedNextStatuses(next)) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
};

const nonFinal = APPLICATION_STATUSES.filter((s) => !isFinalStatus(s));

describe('application status transitions', () => {
  it('reaches every stored status from IN_PROGRESS (UNKNOWN is set only by the client)', () => {
    const reachable = reachableFrom('IN_PROGRESS');
    const unreachable = APPLICATION_STATUSES.filter((s) => !reachable.has(s));
    expect(unreachable).toEqual(['UNKNOWN']);
  });

  it('never leads into UNKNOWN', () => {
    for (const from of APPLICATION_STATUSES) expect(canTransition(from, 'UNKNOWN')).toBe(false);
  });

  it('reaches COMPLETE from every initial status', () => {
    for (const start of INITIAL_STATUSES) expect(reachableFrom(start).has('COMPLETE')).toBe(true);
  });

  it.each(nonFinal)('allows CANCELLED from %s', (from) => {
    expect(canTransition(from, 'CANCELLED')).toBe(true);
  });

  it.each(FINAL_STATUSES)('allows nothing out of the final status %s', (from) => {
    expect(allowedNextStatuses(from)).toEqual([]);
    for (const to of APPLICATION_STATUSES) expect(canTransition(from, to)).toBe(false);
  });

  it('has COMPLETE and CANCELLED as its only final statuses', () => {
    expect([...FINAL_STATUSES].sort()).toEqual(['CANCELLED', 'COMPLETE']);
  });

  it('accepts the happy path as a walk, in order', () => {
    for (let i = 1; i < HAPPY_PATH.length; i += 1) {
      expect(
        canTransition(HAPPY_PATH[i - 1]!, HAPPY_PATH[i]!),
        `${HAPPY_PATH[i - 1]} -> ${HAPPY_PATH[i]}`,
      ).toBe(true);
    }
    expect(HAPPY_PATH[0]).toBe('IN_PROGRESS');
    expect(HAPPY_PATH.at(-1)).toBe('COMPLETE');
  });

  it('skips CO_DEED_REQ when there are no additional signers', () => {
    expect(canTransition('NOTE_SIGNING', 'GEN_NOTARY_DISCLOSURE')).toBe(true);
  });

  it('refuses skipping ahead and staying put', () => {
    expect(canTransition('IN_PROGRESS', 'COMPLETE')).toBe(false);
    expect(canTransition('OFFER_SELECTION', 'NOTE_SIGNING')).toBe(false);
    expect(canTransition('RESCISSION', 'FUNDING_DECISION')).toBe(false);
    expect(canTransition('HMDA', 'HMDA')).toBe(false);
  });

  it('lists each allowed status once per row', () => {
    for (const from of APPLICATION_STATUSES) {
      const row = ALLOWED_TRANSITIONS[from];
      expect(new Set(row).size, from).toBe(row.length);
      expect(row.includes(from), from).toBe(false);
    }
  });

  it.each<[string, TApplicationStatus[]]>([
    [
      'no credit match, then a matching SSN',
      ['IN_PROGRESS', 'CREDIT_NO_MATCH', 'WAITING_FOR_CREDIT_REPULL', 'IN_PROGRESS'],
    ],
    ['no credit match, then an SSN with no match', ['IN_PROGRESS', 'CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN']],
    [
      'no credit match, then an SSN whose report declines or shows a delinquency',
      ['IN_PROGRESS', 'CREDIT_NO_MATCH', 'WAITING_FOR_CREDIT_REPULL', 'DECLINED'],
    ],
    ['a rerun with the SSN shows a delinquency', ['CREDIT_NO_MATCH', 'WAITING_FOR_CREDIT_REPULL', 'DELINQUENCY_REVIEW', 'OFFER_SELECTION']],
    ['hard credit frozen, then a retry', ['HARD_CREDIT_PULL', 'HARD_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_PULL', 'FINAL_OFFER']],
    [
      'no credit match, then a rerun with the SSN that still finds none',
      ['IN_PROGRESS', 'CREDIT_NO_MATCH', 'IN_PROGRESS', 'CREDIT_NO_MATCH_SSN'],
    ],
    [
      'frozen credit, then a retry',
      ['IN_PROGRESS', 'SOFT_CREDIT_LOCKED_OR_FROZEN', 'IN_PROGRESS', 'OFFER_SELECTION'],
    ],
    ['decline', ['IN_PROGRESS', 'DECLINED', 'CANCELLED']],
    ['no property, address corrected', ['IN_PROGRESS', 'NO_PROPERTY_FOUND', 'IN_PROGRESS']],
    ['several properties, address corrected', ['IN_PROGRESS', 'MULTIPLE_PROPERTIES', 'IN_PROGRESS']],
    [
      'no valuation, broker price opinion',
      [
        'IN_PROGRESS',
        'NO_AVM_FOUND',
        'NAV_BPO_ESTIMATE',
        'NAV_BPO_ORDER_REQUEST',
        'NAV_BPO_PROCESSING',
        'OFFER_SELECTION',
      ],
    ],
    ['delinquency review', ['IN_PROGRESS', 'DELINQUENCY_REVIEW', 'OFFER_SELECTION']],
    [
      'revised offer after verified income',
      [
        'INCOME_VERIFICATION',
        'WAITING_FOR_INCOME_VERIFICATION',
        'REVISED_OFFER_SELECTION',
        'IDENTITY_VERIFICATION',
      ],
    ],
    ['assets pre-qualification', ['IN_PROGRESS', 'ASSETS_PREQUAL', 'OFFER_SELECTION']],
    [
      'lien-position requalification',
      ['LIEN_VERIFICATION', 'CLTV_LIEN_POSITION_REQUALIFY', 'REVISED_OFFER_SELECTION'],
    ],
    ['employment verification', ['INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION', 'IDENTITY_VERIFICATION']],
    ['manual notary', ['GEN_NOTARY_DISCLOSURE', 'MANUAL_DEED_SIGNING', 'DISBURSEMENT_ACCOUNT']],
    ['flood certificate wait', ['FINAL_OFFER', 'GEN_CLOSING_DISCLOSURE', 'GEN_NOTE_SIGNING']],
    ['payoff request', ['RECORDING', 'REQUEST_STEWART_PAYOFFS', 'PAYOFF_REQUEST_PENDING', 'FUNDABLE']],
    [
      'appraisal hold',
      [
        'HARD_CREDIT_PULL',
        'ONSITE_APPRAISAL_REQUEST',
        'ONSITE_APPRAISAL_BORROWER_PAYMENT',
        'ONSITE_APPRAISAL_PENDING',
        'HOLD_FOR_APPRAISAL_REVIEW',
        'APPRAISAL_REVIEW_COMPLETE',
        'FINAL_OFFER',
      ],
    ],
  ])('accepts the side path: %s', (_name, walk) => {
    for (let i = 1; i < walk.length; i += 1) {
      expect(canTransition(walk[i - 1]!, walk[i]!), `${walk[i - 1]} -> ${walk[i]}`).toBe(true);
    }
  });
});
