import { describe, expect, it } from 'vitest';
import { dateTimeText, dayText, timeText } from './date-time-text.ts';

const MOMENT = '2026-11-23T12:05:00.000Z';

describe('date and time text', () => {
  it('writes a moment in US English with its zone named', () => {
    expect(dateTimeText(MOMENT, 'America/New_York')).toBe('November 23, 2026 at 7:05 AM EST');
    expect(dateTimeText(MOMENT, 'Pacific/Honolulu')).toBe('November 23, 2026 at 2:05 AM HST');
  });

  it('writes a day and a time of day in US English', () => {
    expect(dayText(MOMENT, 'America/Los_Angeles')).toBe('Monday, November 23');
    expect(dayText(MOMENT, 'Pacific/Kiritimati')).toBe('Tuesday, November 24');
    expect(timeText(MOMENT, 'America/Chicago')).toBe('6:05 AM');
  });

  it('uses the reader’s time zone when none is given', () => {
    const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(dateTimeText(MOMENT)).toBe(dateTimeText(MOMENT, readerZone));
    expect(timeText(MOMENT)).toBe(timeText(MOMENT, readerZone));
  });
});
