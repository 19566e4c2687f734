import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { clockNow } from '../../platform/clock.ts';
import { HttpError } from '../../platform/http-error.ts';
import type { TJobDefinition, TJobs } from '../../platform/jobs.ts';
import { PREQUAL_RETRY_LIMIT, vendorsFor } from '../../jobs/prequal-chain.ts';
import { mapCreditOutcome } from '../../jobs/credit-outcome.ts';
import { replaceLiabilities } from '../application/replace-liabilities.ts';
import {
  changeStatus,
  findApplicationByUuid,
  onStatusChange,
  type TApplicationRow,
} from '../application/index.ts';
import { applications } from '../application/tables.ts';
import type { TApplicationStatus } from '@lintel/domain';
import type { TStatusChangeColumns } from '../application/change-status.ts';
import { readSsn } from './ssn-store.ts';

export const HARD_PULL_JOB = 'hard-credit-pull';
const PULLING = 'HARD_CREDIT_PULL';

const ZHardPullPayload = z.object({ applicationUuid: z.uuid() });
type THardPullPayload = z.infer<typeof ZHardPullPayload>;

/**
 * One pull per entry into HARD_CREDIT_PULL: the key holds the time of that entry, so a second send for the
 * same entry (the status event and the sweep) is a no-op while a retry after a freeze, a new entry, pulls again.
 */
export const sendHardPull = (jobs: TJobs, application: Pick<TApplicationRow, 'uuid' | 'updatedAt'>) =>
  jobs.send(
    HARD_PULL_JOB,
    { applicationUuid: application.uuid },
    {
      retryLimit: PREQUAL_RETRY_LIMIT,
      retryDelay: 1,
      retryBackoff: true,
      singletonKey: `${HARD_PULL_JOB}:${application.uuid}:${application.updatedAt.getTime()}`,
    },
  );

/**
 * HARD_CREDIT_PULL: the bureau's hard pull (with the social security number when the applicant gave one).
 * Its tradelines replace the hard-pull liabilities; a match goes on to FINAL_OFFER, a frozen file to
 * HARD_CREDIT_LOCKED_OR_FROZEN (credit/error, where the applicant retries once it is lifted).
 */
export const createHardPullJob = (key: Buffer): TJobDefinition<THardPullPayload> => ({
  name: HARD_PULL_JOB,
  ZPayload: ZHardPullPayload,
  handler: async ({ applicationUuid }, context) => {
    const application = await findApplicationByUuid({ db: context.db, uuid: applicationUuid });
    if (!application || application.status !== PULLING) return;
    const move = async (
      to: TApplicationStatus,
      reason: string,
      fields: TStatusChangeColumns = {},
      details?: Record<string, unknown>,
    ) => {
      try {
        await changeStatus({
          db: context.db,
          uuid: applicationUuid,
          to,
          actor: { kind: 'SYSTEM', job: context.job.name },
          reason,
          fields,
          expectedFrom: PULLING,
          ...(details ? { details } : {}),
        });
      } catch (error) {
        // Moved meanwhile (an agent, a cancellation): nothing left to do.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    };
    const now = await clockNow(context.db);
    let result;
    try {
      result = await vendorsFor(context).creditBureau.pullCredit({
        kind: 'HARD',
        firstName: application.firstName,
        lastName: application.lastName,
        street1: application.propertyStreet1,
        city: application.propertyCity,
        state: application.propertyState,
        zip: application.propertyZip,
        ssn: await readSsn({ db: context.db, key, applicationUuid }),
        frozenSince: application.creditFrozenAt,
        now,
      });
    } catch (error) {
      if (context.job.retryCount < PREQUAL_RETRY_LIMIT) throw error;
      context.log.warn(
        { applicationUuid, job: context.job.name },
        'credit bureau failed the hard pull on the last attempt',
      );
      await move('CREDIT_ERROR', 'The credit bureau did not answer the hard pull');
      return;
    }
    const outcome = mapCreditOutcome({ kind: 'HARD', result, application, now });
    if (outcome.tradelines) {
      await replaceLiabilities({
        db: context.db,
        applicationUuid,
        source: 'HARD',
        tradelines: outcome.tradelines,
      });
    }
    await move(outcome.to ?? 'FINAL_OFFER', outcome.reason, outcome.fields, outcome.details);
  },
});

const SWEEP_EVERY_MS = 60_000;

/**
 * Starts the hard pull whenever an application enters HARD_CREDIT_PULL, however it got there (lien
 * verification, an agent, a retry): at once on this process's status event, and by a sweep at start-up and
 * every minute for entries this process did not see (another process, a crash before the send).
 */
export const startHardPullTrigger = (app: FastifyInstance): void => {
  const send = (row: TApplicationRow) =>
    sendHardPull(app.jobs, row).catch((error: Error) =>
      app.log.warn({ fault: error.message.split('\n')[0] }, 'sending the hard pull failed'),
    );
  const sweep = async () => {
    const waiting = await app.db.select().from(applications).where(eq(applications.status, PULLING));
    for (const row of waiting) await send(row);
  };
  const stop = onStatusChange(app.db, (uuid, status) => {
    if (status !== PULLING) return;
    void findApplicationByUuid({ db: app.db, uuid }).then((row) =>
      row && row.status === PULLING ? send(row) : undefined,
    );
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep().catch(() => undefined), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stop();
    clearInterval(timer);
  });
};
