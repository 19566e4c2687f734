import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Weekly support hours per organisation and department, in America/Los_Angeles wall-clock time ("HH:mm"). */
export const operatingHours = pgTable(
  'operating_hours',
  {
    organizationCode: text('organization_code').notNull(),
    department: text('department').notNull(),
    // 1 Monday ... 7 Sunday (ISO), so 6 and 7 are the weekend as spec 03 section 3 says.
    weekdayValue: integer('weekday_value').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    isOpen: boolean('is_open').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationCode, t.department, t.weekdayValue] })],
);
export type TOperatingHoursRow = typeof operatingHours.$inferSelect;
