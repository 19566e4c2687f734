import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { format } from 'date-fns/format';
import {
  ageOn,
  formatStoredDateForDisplay,
  isRealDate,
  makeDateOfBirthPartsSchema,
  minimumAgeFor,
  parseDisplayDate,
  parseStoredDate,
  toDisplayDate,
  toStoredDate,
} from './date-of-birth.ts';

const realDates = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true })
  .map((d) => ({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }));

describe('date of birth formats', () => {
  it('stores yyyy-MM-dd and displays MM/dd/yyyy', () => {
    expect(toStoredDate({ year: 1985, month: 3, day: 7 })).toBe('1985-03-07');
    expect(toDisplayDate({ year: 1985, month: 3, day: 7 })).toBe('03/07/1985');
    expect(formatStoredDateForDisplay('1985-03-07')).toBe('03/07/1985');
  });

  it('round-trips any real date through the stored and the display form', () => {
    fc.assert(
      fc.property(realDates, (parts) => {
        expect(parseStoredDate(toStoredDate(parts))).toEqual(parts);
        expect(parseDisplayDate(toDisplayDate(parts))).toEqual(parts);
      }),
    );
  });

  it('writes exactly what date-fns format wrote, overflowing parts and short years included (decision 055)', () => {
    const anyParts = fc.record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 13 }), day: fc.integer({ min: 1, max: 32 }) });
    fc.assert(
      fc.property(anyParts, (parts) => {
        const date = new Date(2000, parts.month - 1, parts.day);
        date.setFullYear(parts.year);
        expect(toStoredDate(parts)).toBe(format(date, 'yyyy-MM-dd'));
        expect(toDisplayDate(parts)).toBe(format(date, 'MM/dd/yyyy'));
      }),
    );
  });

  it('knows which days exist', () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 4, day: 31 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 13, day: 1 })).toBe(false);
  });
});

describe('age on calendar dates', () => {
  const today = new Date(2026, 5, 15, 23, 59);

  it('counts the birthday itself', () => {
    expect(ageOn({ year: 2008, month: 6, day: 15 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 6, day: 16 }, today)).toBe(17);
  });

  it('makes a 29 February birthday a year older on 1 March in common years', () => {
    expect(ageOn({ year: 2004, month: 2, day: 29 }, new Date(2022, 1, 28))).toBe(17);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, new Date(2022, 2, 1))).toBe(18);
  });

  it('picks the minimum age: 62 restricted over 19 in Alabama over 18', () => {
    expect(minimumAgeFor({})).toBe(18);
    expect(minimumAgeFor({ state: 'al' })).toBe(19);
    expect(minimumAgeFor({ state: 'AL', ageRestricted: true })).toBe(62);
  });

  it('applies the same rules to day, month and year fields', () => {
    const schema = makeDateOfBirthPartsSchema({ today });
    expect(schema.safeParse({ year: 1990, month: 1, day: 1 }).success).toBe(true);
    const missingYear = schema.safeParse({ month: 1, day: 1 });
    expect(missingYear.error?.issues[0]).toMatchObject({
      message: 'Date of birth is required',
      path: ['year'],
    });
    expect(schema.safeParse({ year: 1990, month: 2, day: 31 }).error?.issues[0]?.message).toBe(
      'Invalid date',
    );
  });
});
