import { describe, expect, it } from 'vitest';
import { ID_TYPES, ID_TYPE_LABELS, ZConditionCategory } from './documents.ts';
import { ZIncomeSource } from './underwriting.ts';
import { FEEDBACK_TOPIC_OPTIONS } from './feedback-topics.ts';
import { US_STATE_AND_TERRITORY_CODES, isUsStateOrTerritory } from './us-states.ts';
import { toConsentOpt } from './consents.ts';
import { OCCUPANCY_TYPES, OCCUPANCY_PLACEHOLDER } from './property.ts';

describe('enumerations', () => {
  it('labels the ID types as the picker shows them', () => {
    expect(ID_TYPES.map((t) => ID_TYPE_LABELS[t])).toEqual([
      "US Driver's License",
      'US Passport',
      'US State ID Card',
      'US Permanent Resident Card',
    ]);
  });

  it('labels the feedback topics', () => {
    expect(FEEDBACK_TOPIC_OPTIONS).toEqual([
      { value: 'IMPROVE', label: 'Improve our product' },
      { value: 'COMPLIMENT', label: 'Give us a compliment' },
    ]);
  });

  it('accepts the POINTSERV_ and TRUV_ income source families but no invented value', () => {
    expect(ZIncomeSource.safeParse('TRUV_PAYROLL').success).toBe(true);
    expect(ZIncomeSource.safeParse('POINTSERV_BANK').success).toBe(true);
    expect(ZIncomeSource.safeParse('PLAID_TRANSACTIONS').success).toBe(true);
    expect(ZIncomeSource.safeParse('TRUV').success).toBe(false);
    expect(ZIncomeSource.safeParse('PAYCHECK').success).toBe(false);
  });

  it('refuses unknown condition categories', () => {
    expect(ZConditionCategory.safeParse('MISSING_PHONE_NUMBER').success).toBe(true);
    expect(ZConditionCategory.safeParse('SOMETHING_ELSE').success).toBe(false);
  });

  it('holds 50 states, DC and 5 territories', () => {
    expect(US_STATE_AND_TERRITORY_CODES).toHaveLength(56);
    expect(isUsStateOrTerritory('DC')).toBe(true);
    expect(isUsStateOrTerritory('toString')).toBe(false);
  });

  it('keeps the occupancy placeholder out of the valid values', () => {
    expect(OCCUPANCY_TYPES).not.toContain(OCCUPANCY_PLACEHOLDER);
    expect(toConsentOpt(true)).toBe('OPT_IN');
    expect(toConsentOpt(false)).toBe('OPT_OUT');
  });
});
