import { describe, expect, it } from 'vitest';
import {
  addBusinessDaysBy,
  addGeneralBusinessDays,
  calendarDayIn,
  federalHolidayName,
  isGeneralBusinessDay,
  isRescissionBusinessDay,
  rescissionDeadline,
} from './business-days.ts';

// Sources of the rule, cited per row:
// [RegZ] 12 CFR 1026.2(a)(6): for rescission, a business day is every calendar day except Sundays and the legal
//        public holidays of 5 U.S.C. 6103(a); Saturdays count.
// [6103] 5 U.S.C. 6103(a): New Year's Day January 1, Birthday of Martin Luther King Jr. the third Monday in
//        January, ..., Labor Day the first Monday in September, ..., Thanksgiving Day the fourth Thursday in
//        November, Christmas Day December 25.
// [2-2]  Official interpretation 2(a)(6)-2: when a date-specific holiday falls on a weekend, the day observed
//        instead (the Friday before, the Monday after) is a business day for rescission.
// [15]   12 CFR 1026.15(a)(3): the right to rescind lasts until midnight of the third business day following the
//        latest of account opening, delivery of the notice and delivery of the material disclosures.
const WORKED: { signed: string; lastDay: string; why: string; source: string }[] = [
  { signed: '2026-11-20', lastDay: '2026-11-24', why: 'Friday: Saturday counts, Sunday does not', source: '[RegZ] [15]' },
  { signed: '2026-11-21', lastDay: '2026-11-25', why: 'Saturday signing: Sunday skipped', source: '[RegZ]' },
  { signed: '2026-11-24', lastDay: '2026-11-28', why: 'Thanksgiving (Thu 26th) skipped; the Friday after is a business day', source: '[6103] [RegZ]' },
  { signed: '2027-11-23', lastDay: '2027-11-27', why: 'Thanksgiving 2027 (Thu 25th) skipped', source: '[6103]' },
  { signed: '2026-12-22', lastDay: '2026-12-26', why: 'Christmas (Fri 25th) skipped; Christmas Eve is a business day', source: '[6103] [RegZ]' },
  { signed: '2026-12-23', lastDay: '2026-12-28', why: 'Christmas Friday and Sunday both skipped', source: '[6103] [RegZ]' },
  { signed: '2022-12-23', lastDay: '2022-12-27', why: 'Christmas 2022 fell on Sunday: Monday 26th (observed) is a business day', source: '[2-2]' },
  { signed: '2026-12-29', lastDay: '2027-01-02', why: "New Year's Day (Fri) skipped", source: '[6103]' },
  { signed: '2027-12-29', lastDay: '2028-01-03', why: "New Year's Day 2028 is a Saturday: Friday Dec 31st (observed) counts, Jan 1st and Sunday do not", source: '[2-2] [6103]' },
  { signed: '2027-01-15', lastDay: '2027-01-20', why: 'Martin Luther King Jr. Day (Mon 18th) and Sunday skipped', source: '[6103] [RegZ]' },
  { signed: '2026-09-04', lastDay: '2026-09-09', why: 'Labor Day (Mon 7th) and Sunday skipped', source: '[6103] [RegZ]' },
  { signed: '2026-07-02', lastDay: '2026-07-07', why: 'July 4th 2026 is a Saturday: Friday 3rd (observed) counts, the 4th and Sunday do not', source: '[2-2]' },
];

describe('the rescission business-day rule (Regulation Z)', () => {
  it.each(WORKED)('signed $signed: the right to cancel runs through $lastDay ($why; $source)', ({ signed, lastDay }) => {
    expect(addBusinessDaysBy(signed, 3, isRescissionBusinessDay)).toBe(lastDay);
  });

  it('names the statutory holidays and no others', () => {
    expect(federalHolidayName('2026-11-26')).toBe('Thanksgiving Day');
    expect(federalHolidayName('2026-12-25')).toBe('Christmas Day');
    expect(federalHolidayName('2026-07-03')).toBeUndefined();
    expect(federalHolidayName('2026-11-27')).toBeUndefined();
    expect(federalHolidayName('2026-12-24')).toBeUndefined();
    expect(isRescissionBusinessDay('2026-11-28')).toBe(true);
    expect(isRescissionBusinessDay('2026-11-29')).toBe(false);
  });

  it('ends at midnight after the last day in the property time zone [15]', () => {
    const newYork = rescissionDeadline({ startsAt: new Date('2026-11-20T15:00:00Z'), timeZone: 'America/New_York' });
    expect(newYork).toEqual({ lastDay: '2026-11-24', endsAt: new Date('2026-11-25T05:00:00Z') });
    // Friday evening in California is already Saturday in UTC: the property's day decides.
    const losAngeles = rescissionDeadline({ startsAt: new Date('2026-11-21T03:00:00Z'), timeZone: 'America/Los_Angeles' });
    expect(losAngeles).toEqual({ lastDay: '2026-11-24', endsAt: new Date('2026-11-25T08:00:00Z') });
    expect(calendarDayIn(new Date('2026-11-21T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-20');
  });
});

describe('general business days (county recording)', () => {
  it('skips weekends and federal holidays as observed', () => {
    expect(isGeneralBusinessDay('2026-07-03')).toBe(false);
    expect(isGeneralBusinessDay('2026-11-27')).toBe(true);
    expect(isGeneralBusinessDay('2026-11-28')).toBe(false);
    expect(addBusinessDaysBy('2026-11-25', 1, isGeneralBusinessDay)).toBe('2026-11-27');
    expect(addBusinessDaysBy('2026-07-02', 1, isGeneralBusinessDay)).toBe('2026-07-06');
  });

  it('closes on the observed day of a weekend Veterans Day and of a Saturday New Year (5 U.S.C. 6103(b))', () => {
    // Veterans Day 2018 fell on a Sunday: federal offices closed Monday the 12th; for rescission it stays a business day [2-2].
    expect(isGeneralBusinessDay('2018-11-12')).toBe(false);
    expect(isRescissionBusinessDay('2018-11-12')).toBe(true);
    expect(federalHolidayName('2018-11-12')).toBeUndefined();
    expect(federalHolidayName('2018-11-11')).toBe('Veterans Day');
    // New Year's Day 2022 fell on a Saturday: observed on Friday December 31st, 2021, in the year before.
    expect(isGeneralBusinessDay('2021-12-31')).toBe(false);
    expect(isRescissionBusinessDay('2021-12-31')).toBe(true);
    expect(addBusinessDaysBy('2021-12-30', 1, isGeneralBusinessDay)).toBe('2022-01-03');
  });

  it('keeps the wall-clock time in the time zone', () => {
    expect(addGeneralBusinessDays(new Date('2026-11-25T15:30:00Z'), 1, 'America/New_York').toISOString()).toBe('2026-11-27T15:30:00.000Z');
  });
});
