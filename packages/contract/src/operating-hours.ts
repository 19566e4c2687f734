import { z } from 'zod/mini';

export const DEPARTMENTS = ['OPS_PHONE', 'OPS_CHAT'] as const;
export const ZDepartment = z.enum(DEPARTMENTS, { error: 'Unknown department: use OPS_PHONE or OPS_CHAT' });
export type TDepartment = z.infer<typeof ZDepartment>;

/** Support hours are kept and answered in Pacific time (spec 03 section 7 "Operating hours"). */
export const OPERATING_HOURS_TIME_ZONE = 'America/Los_Angeles';

export const ZHoursQuery = z.object({ display: z.optional(z.enum(['true', 'false'])) });

/** Business-hours week entry (spec 03 section 3): weekdayValue 1 (Monday) to 7 (Sunday); 6 and 7 are the weekend. */
export const ZWeekEntry = z.object({
  weekday: z.string(),
  weekdayValue: z.number().check(z.int(), z.gte(1), z.lte(7)),
  startTime: z.string(),
  endTime: z.string(),
  isOpen: z.boolean(),
  timeZone: z.string(),
});
export const ZWeekEntryList = z.array(ZWeekEntry);
export type TWeekEntry = z.infer<typeof ZWeekEntry>;

export const ZOpenStatus = z.object({ open: z.boolean(), department: ZDepartment, timeZone: z.string(), checkedAt: z.string() });
export type TOpenStatus = z.infer<typeof ZOpenStatus>;
