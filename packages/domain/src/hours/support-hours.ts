import { TZDate } from '@date-fns/tz';

/** Support hours are always shown in Pacific time (spec 02 section 9, spec 03 section 7). */
export const SUPPORT_HOURS_TIME_ZONE = 'America/Los_Angeles';
export const SUPPORT_HOURS_ZONE_LABEL = 'PT';

/** Business-hours week entry (spec 03 section 3): weekdayValue 1 (Monday) to 7 (Sunday); 6 and 7 are the weekend. */
export type THoursEntry = {
  weekday: string;
  weekdayValue: number;
  startTime: string;
  endTime: string;
  isOpen: boolean;
  /** The zone the times are written in; Pacific when absent. */
  timeZone?: string | undefined;
};

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const isWeekend = (weekdayValue: number) => weekdayValue >= 6;

const parseClock = (text: string): { hours: number; minutes: number } | null => {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 ? { hours, minutes } : null;
};

/**
 * A wall-clock time of another zone as Pacific wall-clock minutes since midnight. The conversion uses a
 * fixed winter Monday so the answer does not depend on today's date; both zones of the US shift together.
 */
const toPacificMinutes = (clock: { hours: number; minutes: number }, timeZone: string): number => {
  if (timeZone === SUPPORT_HOURS_TIME_ZONE) return clock.hours * 60 + clock.minutes;
  const there = new TZDate(2026, 0, 5, clock.hours, clock.minutes, 0, timeZone);
  const pacific = new TZDate(there.getTime(), SUPPORT_HOURS_TIME_ZONE);
  return pacific.getHours() * 60 + pacific.getMinutes();
};

/** "6:00 AM", "12:30 PM" from minutes since midnight. */
export const formatClock = (minutesOfDay: number): string => {
  const normalised = ((minutesOfDay % 1440) + 1440) % 1440;
  const hours24 = Math.floor(normalised / 60);
  const minutes = normalised % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
};

type TDayHours = { day: number; text: string };

const dayHours = (entry: THoursEntry | undefined, day: number): TDayHours => {
  const start = entry ? parseClock(entry.startTime) : null;
  const end = entry ? parseClock(entry.endTime) : null;
  if (!entry || !entry.isOpen || !start || !end) return { day, text: 'Closed' };
  const zone = entry.timeZone || SUPPORT_HOURS_TIME_ZONE;
  return { day, text: `${formatClock(toPacificMinutes(start, zone))} - ${formatClock(toPacificMinutes(end, zone))} ${SUPPORT_HOURS_ZONE_LABEL}` };
};

/** Consecutive days with the same hours become one "Monday - Friday: ..." line. */
const groupDays = (days: readonly TDayHours[]): string[] => {
  const groups: { first: number; last: number; text: string }[] = [];
  for (const day of days) {
    const previous = groups[groups.length - 1];
    if (previous && previous.text === day.text && previous.last === day.day - 1) previous.last = day.day;
    else groups.push({ first: day.day, last: day.day, text: day.text });
  }
  return groups.map(({ first, last, text }) => {
    const range = first === last ? DAY_NAMES[first - 1] : `${DAY_NAMES[first - 1]} - ${DAY_NAMES[last - 1]}`;
    return `${range}: ${text}`;
  });
};

/**
 * The footer's customer-service hours: the weekday range with its from/to times, then the weekend hours
 * appended, all in Pacific time, e.g.
 * ["Monday - Friday: 6:00 AM - 6:00 PM PT", "Saturday - Sunday: 7:00 AM - 4:00 PM PT"].
 * Days missing from the week, or not open, read "Closed". An empty week gives no lines.
 */
export const supportHoursLines = (week: readonly THoursEntry[]): string[] => {
  if (week.length === 0) return [];
  const byDay = new Map(week.map((entry) => [entry.weekdayValue, entry]));
  const days = DAY_NAMES.map((_, index) => dayHours(byDay.get(index + 1), index + 1));
  const weekdays = groupDays(days.filter((d) => !isWeekend(d.day)));
  const weekend = groupDays(days.filter((d) => isWeekend(d.day)));
  return [...weekdays, ...weekend];
};
