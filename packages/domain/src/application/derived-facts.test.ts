import { describe, expect, it } from 'vitest';
import {
  isAdditionalSigner,
  isBpoComplete,
  isHardCreditPullDone,
  isIncomeMatched,
  isPayoffPending,
} from './derived-facts.ts';

const IDENTITY = '0b6f1d2e-3c4a-4b5d-8e6f-7a8b9c0d1e2f';

describe('isIncomeMatched', () => {
  it('needs decision FINAL and sub-decision VERIFIED_INCOME_MATCHED_OFFER', () => {
    expect(isIncomeMatched({ decision: 'FINAL', subDecision: 'VERIFIED_INCOME_MATCHED_OFFER' })).toBe(true);
    expect(isIncomeMatched({ decision: 'FINAL', subDecision: 'VERIFIED_OFFER' })).toBe(false);
    expect(isIncomeMatched({ decision: 'APPROVED', subDecision: 'VERIFIED_INCOME_MATCHED_OFFER' })).toBe(
      false,
    );
    expect(isIncomeMatched({})).toBe(false);
  });
});

describe('isHardCreditPullDone', () => {
  const consent = [{ type: 'HARD_CREDIT_PULL' }];
  it('is done with a hard-credit consent and a decision', () => {
    expect(isHardCreditPullDone({ decision: 'APPROVED', consents: consent })).toBe(true);
  });
  it('is done with complete asset depletion and a decision', () => {
    expect(isHardCreditPullDone({ decision: 'ASSET_DEPLETION', assetDepletion: { complete: true } })).toBe(
      true,
    );
  });
  it('is not done without a decision', () => {
    expect(isHardCreditPullDone({ decision: null, consents: consent })).toBe(false);
  });
  it('is not done without a consent or asset depletion', () => {
    expect(
      isHardCreditPullDone({
        decision: 'APPROVED',
        consents: [{ type: 'SMS' }],
        assetDepletion: { complete: false },
      }),
    ).toBe(false);
  });
  it('is not done when income is matched', () => {
    expect(
      isHardCreditPullDone({
        decision: 'FINAL',
        subDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
        consents: consent,
      }),
    ).toBe(false);
  });
});

describe('isBpoComplete', () => {
  it('reads status.bpo', () => {
    expect(isBpoComplete({ status: { bpo: 'BPO_COMPLETE' } })).toBe(true);
    expect(isBpoComplete({ status: { bpo: 'BPO_PROCESSING' } })).toBe(false);
    expect(isBpoComplete({ status: null })).toBe(false);
  });
});

describe('isPayoffPending', () => {
  it('is pending when any liability is marked for payoff', () => {
    expect(isPayoffPending([{ payOff: null }, { payOff: { status: 'MARKED_FOR_PAYOFF' } }])).toBe(true);
    expect(isPayoffPending([{ payOff: { status: 'NONE' } }, {}])).toBe(false);
    expect(isPayoffPending(null)).toBe(false);
  });
});

describe('isAdditionalSigner', () => {
  const v1 = { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: IDENTITY }] };
  it('is true for a CO_DEEDER profile', () => {
    expect(isAdditionalSigner({ profile: { profileType: 'CO_DEEDER' } })).toBe(true);
  });
  it('is true for an identity listed among helocSigners under version v1', () => {
    expect(
      isAdditionalSigner({ profile: { profileType: null }, application: v1, identityUuid: IDENTITY }),
    ).toBe(true);
  });
  it('is false under another version, for another identity, or without an identity', () => {
    const profile = { profileType: 'BORROWER' };
    expect(
      isAdditionalSigner({
        profile,
        application: { ...v1, additionalSignerVersion: 'v2' },
        identityUuid: IDENTITY,
      }),
    ).toBe(false);
    expect(
      isAdditionalSigner({ profile, application: v1, identityUuid: '11111111-2222-4333-8444-555555555555' }),
    ).toBe(false);
    expect(isAdditionalSigner({ profile, application: v1 })).toBe(false);
  });
});
