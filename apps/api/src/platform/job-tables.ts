import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each server process's job worker, with the time it last said it was alive. A process killed with
 * SIGKILL stops beating; its claimed jobs are then handed back to the queue at once (decision 016)
 * instead of after the queue's own expiry.
 */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which worker runs which job right now: written when a job is claimed, removed when it ends. */
export const jobLeases = pgTable('job_leases', {
  jobId: uuid('job_id').primaryKey(),
  workerId: uuid('worker_id').notNull(),
  queue: text('queue').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
