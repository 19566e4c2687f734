import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sendBpoCheck } from '../../jobs/bpo-order.ts';
import { onStatusChange } from '../application/index.ts';
import { applications } from '../application/tables.ts';

const PROCESSING = 'NAV_BPO_PROCESSING';
// A check is one job and one read of the provider's order: cheap enough to run as often as the queue's own maintenance.
const DEFAULT_CHECK_EVERY_SECONDS = 15;

/** How often processing opinions are read again; BPO_CHECK_EVERY_SECONDS shortens it for tests and demos. */
const checkEverySeconds = (): number => {
  const value = Number(process.env.BPO_CHECK_EVERY_SECONDS);
  return Number.isFinite(value) && value >= 1 ? value : DEFAULT_CHECK_EVERY_SECONDS;
};

/**
 * Starts the bpo-order job when an application enters NAV_BPO_PROCESSING (however it got there: the
 * applicant's order, an agent), and reads every processing opinion again once per check period, which also
 * picks up work a crashed or other process left. One job per application and period, so the queue never
 * holds more than one pending check for an application.
 */
export const startBpoTrigger = (app: FastifyInstance): void => {
  const everyMs = checkEverySeconds() * 1000;
  const warn = (error: Error) =>
    app.log.warn({ fault: error.message.split('\n')[0] }, 'sending the bpo-order job failed');
  const sweep = async () => {
    const period = Math.floor(Date.now() / everyMs);
    const processing = await app.db
      .select({ uuid: applications.uuid })
      .from(applications)
      .where(eq(applications.status, PROCESSING));
    for (const row of processing) await sendBpoCheck(app.jobs, row.uuid, `check-${period}`).catch(warn);
  };
  const stop = onStatusChange(app.db, (uuid, status) => {
    if (status === PROCESSING) void sendBpoCheck(app.jobs, uuid, 'order').catch(warn);
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep().catch(warn), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stop();
    clearInterval(timer);
  });
};
