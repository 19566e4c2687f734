import federalHolidays from '@18f/us-federal-holidays';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';

/**
 * Business days of the funding timeline.
 *
 * Rescission (Regulation Z, 12 CFR 1026.2(a)(6)): "for purposes of rescission under §§ 1026.15 and 1026.23 ...
 * the term means all calendar days except Sundays and the legal public holidays specified in 5 U.S.C. 6103(a)".
 * Official interpretation 2(a)(6)-2: when a date-specific holiday (January 1, July 4, November 11, December 25)
 * falls on a Saturday or a Sunday, only the date named by the statute is a holiday; the day federal offices
 * observe instead (the Friday before, the Monday after) is a business day for rescission.
 *
 * The holidays come from @18f/us-federal-holidays (the eleven of 5 U.S.C. 6103(a), with Juneteenth since 2021),
 * never a hand-written list (decision 053 replaced date-holidays, whose worldwide data cost about 400 ms of
 * every server start and which left out the observed day of a weekend Veterans Day). Asked without shifting it
 * gives the statutory dates, for rescission; asked with shifting (5 U.S.C. 6103(b)), the days federal offices
 * observe, kept for county recording offices, which close on the observed day (general business day: Monday
 * to Friday, not a federal holiday as observed). A Saturday January 1 is observed on the Friday before, in the
 * previous year: the year after is asked too.
 */

type TDayKind = { statutory: boolean; observed: boolean; name: string };
const cache = new Map<number, Map<string, TDayKind>>();

const holidaysOf = (year: number): Map<string, TDayKind> => {
  let days = cache.get(year);
  if (!days) {
    const found = new Map<string, TDayKind>();
    const mark = (day: string, name: string, kind: 'statutory' | 'observed') => {
      if (!day.startsWith(`${year}-`)) return;
      const entry = found.get(day) ?? { statutory: false, observed: false, name };
      entry[kind] = true;
      if (kind === 'statutory') entry.name = name;
      found.set(day, entry);
    };
    for (const holiday of federalHolidays.allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: false })) {
      mark(holiday.dateString, holiday.name, 'statutory');
    }
    for (const asked of [year, year + 1]) {
      for (const holiday of federalHolidays.allForYear(asked, { shiftSaturdayHolidays: true, shiftSundayHolidays: true })) {
        if (!found.get(holiday.dateString)?.statutory) mark(holiday.dateString, holiday.name, 'observed');
      }
    }
    days = found;
    cache.set(year, days);
  }
  return days;
};

/** A calendar day written yyyy-MM-dd (a day, not an instant: the caller says in which time zone). */
export type TCalendarDay = string;

const parts = (day: TCalendarDay) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
};
const weekdayOf = (day: TCalendarDay) => {
  const { year, month, date } = parts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
};
const nextDay = (day: TCalendarDay): TCalendarDay => {
  const { year, month, date } = parts(day);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/** The federal legal holiday of 5 U.S.C. 6103(a) on that date, if any (statutory date, not the observed one). */
export const federalHolidayName = (day: TCalendarDay): string | undefined => {
  const kind = holidaysOf(parts(day).year).get(day);
  return kind?.statutory ? kind.name : undefined;
};

/** Regulation Z's business day for rescission: every calendar day except Sundays and the statutory holiday dates. */
export const isRescissionBusinessDay = (day: TCalendarDay): boolean =>
  weekdayOf(day) !== 0 && !holidaysOf(parts(day).year).get(day)?.statutory;

/** A general business day (a county recording office, a bank): Monday to Friday, not a federal holiday as observed. */
export const isGeneralBusinessDay = (day: TCalendarDay): boolean => {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  const kind = holidaysOf(parts(day).year).get(day);
  return !kind?.statutory && !kind?.observed;
};

/** The n-th day after `day` that passes `isBusinessDay` (the day itself is not counted). */
export const addBusinessDaysBy = (day: TCalendarDay, count: number, isBusinessDay: (day: TCalendarDay) => boolean): TCalendarDay => {
  let current = day;
  let left = count;
  while (left > 0) {
    current = nextDay(current);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
};

/** The calendar day of an instant in a time zone. */
export const calendarDayIn = (instant: Date, timeZone: string): TCalendarDay => format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');

/** The first instant of the day after `day` in the time zone (midnight at the end of `day`). */
export const endOfCalendarDay = (day: TCalendarDay, timeZone: string): Date => {
  const { year, month, date } = parts(day);
  return new Date(addDays(new TZDate(year, month - 1, date, 0, 0, 0, timeZone), 1).getTime());
};

/** Regulation Z's rescission period: three business days. */
export const RESCISSION_BUSINESS_DAYS = 3;

/**
 * When the right to cancel ends (12 CFR 1026.15(a)(3)): midnight of the third business day after the latest of
 * the account opening (signing), the delivery of the notice of the right to cancel and the delivery of the
 * material disclosures, in the time zone of the property.
 */
export const rescissionDeadline = (options: { startsAt: Date; timeZone: string }): { lastDay: TCalendarDay; endsAt: Date } => {
  const lastDay = addBusinessDaysBy(calendarDayIn(options.startsAt, options.timeZone), RESCISSION_BUSINESS_DAYS, isRescissionBusinessDay);
  return { lastDay, endsAt: endOfCalendarDay(lastDay, options.timeZone) };
};

/** The instant `count` general business days after `from`, at the same wall-clock time in the time zone. */
export const addGeneralBusinessDays = (from: Date, count: number, timeZone: string): Date => {
  const zoned = new TZDate(from.getTime(), timeZone);
  const target = parts(addBusinessDaysBy(calendarDayIn(from, timeZone), count, isGeneralBusinessDay));
  return new Date(
    new TZDate(target.year, target.month - 1, target.date, zoned.getHours(), zoned.getMinutes(), zoned.getSeconds(), timeZone).getTime(),
  );
};

/** The first general business day on or after the day of `from` in the time zone, at `hour`:00 there. */
export const nextGeneralBusinessMorning = (from: Date, timeZone: string, hour: number): Date => {
  let day = calendarDayIn(from, timeZone);
  const zoned = new TZDate(from.getTime(), timeZone);
  if (!isGeneralBusinessDay(day) || zoned.getHours() >= hour) day = addBusinessDaysBy(day, 1, isGeneralBusinessDay);
  const { year, month, date } = parts(day);
  return new Date(new TZDate(year, month - 1, date, hour, 0, 0, timeZone).getTime());
};
