import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './status.ts';
import { canTransition, isFinalStatus } from './transitions.ts';
import {
  APPLICANT_CANCEL_REASON_MAX,
  applicantCancelRefusal,
  canApplicantCancel,
  ZApplicantCancelRequest,
} from './applicant-cancel.ts';

describe('the applicant cancelling its application (decision 084)', () => {
  it('is allowed by the transition table wherever the applicant may cancel', () => {
    for (const status of APPLICATION_STATUSES) {
      if (canApplicantCancel(status)) expect(canTransition(status, 'CANCELLED'), status).toBe(true);
      if (!isFinalStatus(status)) expect(canTransition(status, 'CANCELLED'), status).toBe(true);
    }
  });

  it('refuses the ended statuses, points the right to cancel to the loan page, and refuses a closed loan', () => {
    for (const status of ['COMPLETE', 'CANCELLED', 'DECLINED', 'UNKNOWN'])
      expect(applicantCancelRefusal({ status })).toBe('notCancellable');
    for (const status of ['GEN_RESCISSION', 'RESCISSION'])
      expect(applicantCancelRefusal({ status })).toBe('useRightToCancel');
    for (const status of ['RECORDING', 'FUNDABLE', 'FUNDING_DECISION'])
      expect(applicantCancelRefusal({ status })).toBe('closed');
    expect(applicantCancelRefusal({ status: 'PAYOFF_REQUEST_PENDING' })).toBeNull();
    expect(applicantCancelRefusal({ status: 'PAYOFF_REQUEST_PENDING', closed: true })).toBe('closed');
    for (const status of [
      'IN_PROGRESS',
      'OFFER_SELECTION',
      'NO_AVM_FOUND',
      'DEED_SIGNING',
      'AUTOPAY_ACCOUNT',
    ])
      expect(canApplicantCancel(status)).toBe(true);
  });

  it('trims the reason and bounds it', () => {
    expect(ZApplicantCancelRequest.parse({ reason: '  moved  ' })).toEqual({ reason: 'moved' });
    expect(ZApplicantCancelRequest.parse({})).toEqual({});
    expect(
      ZApplicantCancelRequest.safeParse({ reason: 'x'.repeat(APPLICANT_CANCEL_REASON_MAX + 1) }).success,
    ).toBe(false);
    expect(ZApplicantCancelRequest.safeParse({ reason: 42 }).success).toBe(false);
  });
});
