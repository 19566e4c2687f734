import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import type { TJobs } from '../platform/jobs.ts';
import { applications } from '../modules/application/tables.ts';
import { sendPrequalStep, type TPrequalStep } from './prequal-chain.ts';

/** The first step whose result this run has not recorded yet. */
const nextStepOf = (row: typeof applications.$inferSelect): TPrequalStep => {
  if (row.creditReportId === null) return 'prequal-soft-credit';
  if (row.propertyRecord === null) return 'prequal-find-property';
  if (row.homeValue === null) return 'prequal-value-property';
  return 'prequal-compute-offers';
};

/**
 * Re-sends the pending step of every application waiting in IN_PROGRESS. Runs at start-up and
 * then periodically, so an application whose job was never enqueued (a crash between the insert
 * and the send) still moves on. The singleton keys make this a no-op for steps already queued.
 */
export const resumePrequalification = async (options: { db: Db; jobs: TJobs }): Promise<number> => {
  const waiting = await options.db.select().from(applications).where(eq(applications.status, 'IN_PROGRESS'));
  for (const row of waiting) {
    await sendPrequalStep(options.jobs, nextStepOf(row), { applicationUuid: row.uuid, run: row.prequalRun });
  }
  return waiting.length;
};

const RESUME_EVERY_MS = 60_000;

/**
 * A plugin that resumes waiting pre-qualifications once the server is ready (after a crash or a
 * restart) and every minute after, so no application stays in IN_PROGRESS without a queued step.
 */
export const prequalResumer: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const resume = () =>
    resumePrequalification({ db: app.db, jobs: app.jobs }).catch((error: Error) =>
      app.log.warn({ fault: error.message.split('\n')[0] }, 'resuming pre-qualification failed'),
    );
  app.addHook('onReady', async () => {
    await resume();
    timer = setInterval(() => void resume(), RESUME_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
