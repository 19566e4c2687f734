import { and, asc, eq } from 'drizzle-orm';
import { OPERATING_HOURS_TIME_ZONE, type TDepartment, type TWeekEntry } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { DEFAULT_HOURS, WEEKDAY_NAMES } from './default-hours.ts';
import { operatingHours } from './tables.ts';

const seedKey = (organizationCode: string, department: TDepartment) => `${organizationCode}/${department}`;

/** The week of one department, Monday first; the defaults are written the first time an organisation asks. */
export const findWeek = async (options: { db: Db; organizationCode: string; department: TDepartment; seeded: Set<string> }): Promise<TWeekEntry[]> => {
  const { db, organizationCode, department, seeded } = options;
  if (!seeded.has(seedKey(organizationCode, department))) {
    await db
      .insert(operatingHours)
      .values(DEFAULT_HOURS[department].map((entry) => ({ organizationCode, department, ...entry })))
      .onConflictDoNothing();
    seeded.add(seedKey(organizationCode, department));
  }
  const rows = await db
    .select()
    .from(operatingHours)
    .where(and(eq(operatingHours.organizationCode, organizationCode), eq(operatingHours.department, department)))
    .orderBy(asc(operatingHours.weekdayValue));
  return rows.map((row) => ({
    weekday: WEEKDAY_NAMES[row.weekdayValue - 1] ?? String(row.weekdayValue),
    weekdayValue: row.weekdayValue,
    startTime: row.startTime,
    endTime: row.endTime,
    isOpen: row.isOpen,
    timeZone: OPERATING_HOURS_TIME_ZONE,
  }));
};
