import { describe, expect, it } from 'vitest';
import { formatClock, supportHoursLines, type THoursEntry } from './support-hours.ts';

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const week = (weekday: [string, string], weekend: [string, string] | null, timeZone?: string): THoursEntry[] =>
  NAMES.map((weekdayName, index) => {
    const value = index + 1;
    const hours = value >= 6 ? weekend : weekday;
    return { weekday: weekdayName, weekdayValue: value, startTime: hours?.[0] ?? '00:00', endTime: hours?.[1] ?? '00:00', isOpen: hours !== null, timeZone };
  });

describe('supportHoursLines', () => {
  it('gives the weekday range and appends the weekend hours, in Pacific time', () => {
    expect(supportHoursLines(week(['06:00', '18:00'], ['07:00', '16:00']))).toEqual([
      'Monday - Friday: 6:00 AM - 6:00 PM PT',
      'Saturday - Sunday: 7:00 AM - 4:00 PM PT',
    ]);
  });

  it('converts hours written in another zone to Pacific time', () => {
    expect(supportHoursLines(week(['09:00', '21:00'], ['10:00', '19:30'], 'America/New_York'))).toEqual([
      'Monday - Friday: 6:00 AM - 6:00 PM PT',
      'Saturday - Sunday: 7:00 AM - 4:30 PM PT',
    ]);
  });

  it('says Closed for a closed weekend and splits a weekday with other hours', () => {
    const entries = week(['08:00', '17:00'], null);
    entries[4] = { ...entries[4]!, endTime: '15:00' };
    expect(supportHoursLines(entries)).toEqual([
      'Monday - Thursday: 8:00 AM - 5:00 PM PT',
      'Friday: 8:00 AM - 3:00 PM PT',
      'Saturday - Sunday: Closed',
    ]);
  });

  it('lists nothing for an empty week and orders days whatever order they come in', () => {
    expect(supportHoursLines([])).toEqual([]);
    expect(supportHoursLines(week(['06:00', '18:00'], ['07:00', '16:00']).reverse())[0]).toBe('Monday - Friday: 6:00 AM - 6:00 PM PT');
  });
});

describe('formatClock', () => {
  it('writes 12-hour times', () => {
    expect([0, 30, 720, 779, 1439].map(formatClock)).toEqual(['12:00 AM', '12:30 AM', '12:00 PM', '12:59 PM', '11:59 PM']);
  });
});
