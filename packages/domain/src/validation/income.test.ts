import { describe, expect, it } from 'vitest';
import {
  CONFIRM_INCOME_THRESHOLD,
  isListedForSaleFrom,
  needsIncomeConfirmation,
  toForSaleAnswer,
  ZSentEmploymentType,
} from './income.ts';
import { MSG } from './messages.ts';
import { EMPLOYMENT_TYPE_OPTIONS, toWireEmploymentType } from '../enums/employment.ts';

describe('income', () => {
  it('asks for confirmation below 15000 only', () => {
    expect(CONFIRM_INCOME_THRESHOLD).toBe(15_000);
    expect(needsIncomeConfirmation(14_999.99)).toBe(true);
    expect(needsIncomeConfirmation(15_000)).toBe(false);
  });

  it('lists employment types in the spec order with its labels', () => {
    expect(EMPLOYMENT_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Employed full-time',
      'Employed part-time',
      'Self-employed',
      'Retired',
      'Unemployed / furloughed',
      'Alimony',
      'Child support',
      'Separate maintenance payments',
      'Public assistance program',
    ]);
  });

  it.each([
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['EMPLOYED', 'EMPLOYED'],
    ['FULL_TIME', 'FULL_TIME'],
    ['OTHER', 'OTHER'],
    ['PART_TIME', 'PART_TIME'],
    ['RETIRED', 'RETIRED'],
    ['SELF_EMPLOYED', 'SELF_EMPLOYED'],
    ['UNEMPLOYED', 'UNRECOGNIZED'],
    ['SEPARATE_MAINTENANCE_PAYMENTS', 'UNRECOGNIZED'],
    ['', 'UNRECOGNIZED'],
  ])('sends %s as %s', (chosen, sent) => {
    expect(toWireEmploymentType(chosen)).toBe(sent);
  });

  it('maps the for-sale answer to and from register data', () => {
    expect(isListedForSaleFrom('YES')).toBe(true);
    expect(isListedForSaleFrom('NO')).toBe(false);
    expect(toForSaleAnswer(null)).toBeUndefined();
    expect(toForSaleAnswer(false)).toBe('NO');
  });

  it('takes the sent employment type and refuses a sent UNEMPLOYED with the spec text', () => {
    expect(ZSentEmploymentType.parse('FULL_TIME')).toBe('FULL_TIME');
    expect(ZSentEmploymentType.safeParse('UNEMPLOYED').error?.issues.map((i) => i.message)).toEqual([
      MSG.unemployedRejected,
    ]);
    expect(ZSentEmploymentType.safeParse('').error?.issues.map((i) => i.message)).toEqual([MSG.required]);
    expect(ZSentEmploymentType.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      MSG.required,
    ]);
    expect(ZSentEmploymentType.safeParse('ALIMONY').success).toBe(false);
  });
});
