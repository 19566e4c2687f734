import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The broker price opinion of an application without an automated valuation: the applicant's estimate and
 * the home's condition as they describe it, their agreement (fee, or the Texas acknowledgement), the order
 * placed with the valuation provider and its result. Money in whole cents.
 */
export const bpoRequests = pgTable('bpo_requests', {
  applicationUuid: uuid('application_uuid').primaryKey(),
  estimatedValue: bigint('estimated_value', { mode: 'number' }).notNull(),
  propertyCondition: text('property_condition').notNull(),
  feeCents: bigint('fee_cents', { mode: 'number' }),
  feeAcceptedAt: timestamp('fee_accepted_at', { withTimezone: true }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  orderId: text('order_id'),
  /** On the simulated clock: the provider's turnaround is judged against it. */
  orderedAt: timestamp('ordered_at', { withTimezone: true }),
  value: bigint('value', { mode: 'number' }),
  reportedCondition: text('reported_condition'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TBpoRequestRow = typeof bpoRequests.$inferSelect;
