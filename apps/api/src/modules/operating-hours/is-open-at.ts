import { TZDate } from '@date-fns/tz';
// Subpath imports: the date-fns barrel costs about half a second of every server start (decision 015).
import { format } from 'date-fns/format';
import { getISODay } from 'date-fns/getISODay';
import { OPERATING_HOURS_TIME_ZONE, type TWeekEntry } from '@lintel/contract';

/**
 * Whether the department is open at an instant: the instant is read as a Pacific wall-clock time
 * (daylight saving included) and compared with that weekday's hours; the end time is exclusive.
 */
export const isOpenAt = (options: { week: readonly TWeekEntry[]; at: Date }): boolean => {
  const pacific = new TZDate(options.at.getTime(), OPERATING_HOURS_TIME_ZONE);
  const weekdayValue = getISODay(pacific);
  const time = format(pacific, 'HH:mm');
  const day = options.week.find((entry) => entry.weekdayValue === weekdayValue);
  return !!day && day.isOpen && day.startTime <= time && time < day.endTime;
};
