import { describe, expect, it } from 'vitest';
import { adverseActionReasonsForNoOffer, NO_OFFER_ADVERSE_ACTION_REASONS } from './adverse-action-reasons.ts';

describe('adverse-action reasons for no offer', () => {
  it('states each reason specifically, in words an applicant reads', () => {
    expect(adverseActionReasonsForNoOffer('CREDIT_SCORE')).toEqual(['Credit score below our minimum']);
    expect(adverseActionReasonsForNoOffer('OCCUPANCY')).toEqual(['We do not lend on this occupancy type']);
    expect(adverseActionReasonsForNoOffer('EQUITY')).toEqual(['Insufficient equity in the property']);
    expect(new Set(Object.values(NO_OFFER_ADVERSE_ACTION_REASONS)).size).toBe(3);
  });
});
