import type { TDepartment } from '@lintel/contract';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const WEEKDAYS = { startTime: '06:00', endTime: '18:00', isOpen: true };
const WEEKEND = { startTime: '07:00', endTime: '16:00', isOpen: true };

/** Every organisation starts with these hours (Pacific time): weekdays 6:00-18:00, weekends 7:00-16:00. */
export const DEFAULT_HOURS: Record<TDepartment, ReadonlyArray<{ weekdayValue: number; startTime: string; endTime: string; isOpen: boolean }>> = {
  OPS_PHONE: [1, 2, 3, 4, 5, 6, 7].map((weekdayValue) => ({ weekdayValue, ...(weekdayValue >= 6 ? WEEKEND : WEEKDAYS) })),
  OPS_CHAT: [1, 2, 3, 4, 5, 6, 7].map((weekdayValue) => ({ weekdayValue, ...(weekdayValue >= 6 ? WEEKEND : WEEKDAYS) })),
};
