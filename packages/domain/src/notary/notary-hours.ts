import { TZDate } from '@date-fns/tz';
import { isGeneralBusinessDay, federalHolidayName } from '../funding/business-days.ts';

/**
 * The notaries' hours (decision 037): remote sessions start only while notaries work, read as a Pacific
 * wall-clock time like every other support hour of the product. Closed on Sundays and on the federal legal
 * holidays (@18f/us-federal-holidays: the statutory date and the day offices observe instead).
 */
export const NOTARY_HOURS_TIME_ZONE = 'America/Los_Angeles';

/** ISO weekday (1 Monday ... 7 Sunday) -> opening and closing hour (end exclusive); absent: closed. */
export const NOTARY_HOURS: Readonly<Record<number, { opens: number; closes: number }>> = {
  1: { opens: 7, closes: 21 },
  2: { opens: 7, closes: 21 },
  3: { opens: 7, closes: 21 },
  4: { opens: 7, closes: 21 },
  5: { opens: 7, closes: 21 },
  6: { opens: 7, closes: 21 },
};

export const NOTARY_HOURS_TEXT =
  'Notaries are available Monday to Saturday from 7:00 a.m. to 9:00 p.m. Pacific time, except on federal holidays.';

const pacificParts = (at: Date) => {
  const pacific = new TZDate(at.getTime(), NOTARY_HOURS_TIME_ZONE);
  const weekday = pacific.getDay() === 0 ? 7 : pacific.getDay();
  const day = `${pacific.getFullYear()}-${String(pacific.getMonth() + 1).padStart(2, '0')}-${String(pacific.getDate()).padStart(2, '0')}`;
  return { weekday, day, minutes: pacific.getHours() * 60 + pacific.getMinutes() };
};

/** A federal holiday on that Pacific day, statutory or observed (a Saturday holiday's Friday, a Sunday's Monday). */
const isHoliday = (day: string, weekday: number) => federalHolidayName(day) !== undefined || (weekday <= 5 && !isGeneralBusinessDay(day));

/** Whether a notary works at this instant. */
export const isNotaryHoursAt = (at: Date): boolean => {
  const { weekday, day, minutes } = pacificParts(at);
  const hours = NOTARY_HOURS[weekday];
  if (!hours || isHoliday(day, weekday)) return false;
  return minutes >= hours.opens * 60 && minutes < hours.closes * 60;
};

/** The next instant (to the minute, at most 14 days on) at which notaries work; `at` itself when open. */
export const nextNotaryOpening = (at: Date): Date => {
  if (isNotaryHoursAt(at)) return at;
  let candidate = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  // Jump by quarter hours: every opening time is on the hour.
  candidate = new Date(Math.ceil(candidate.getTime() / 900_000) * 900_000);
  for (let step = 0; step < 14 * 24 * 4; step += 1) {
    if (isNotaryHoursAt(candidate)) return candidate;
    candidate = new Date(candidate.getTime() + 900_000);
  }
  return candidate;
};
