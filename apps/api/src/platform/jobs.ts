import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import type { TConfig } from './config.ts';
import type { Db, TExecuteSql } from './database.ts';

export type TSendOptions = {
  /** Attempts after the first failure (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 0). */
  retryDelay?: number;
  /** Doubles the delay on each retry. */
  retryBackoff?: boolean;
  /** Seconds from now, or a date, before the job may run. */
  startAfter?: number | Date | string;
  /**
   * At most one job with this key per queue until it is archived (completed jobs are archived after
   * 12 hours): a second send with the same key is ignored and answers null. Makes "do X for
   * application Y" enqueues idempotent.
   */
  singletonKey?: string;
  /**
   * Seconds an attempt may run before the queue counts it failed and retries it (default 60).
   * This is what recovers the work of a process killed mid-job: its jobs stay "active" until they
   * expire, then run again elsewhere.
   */
  expireInSeconds?: number;
};

export type TJobInfo = { id: string; name: string; retryCount: number };
export type TJobHandler<TPayload> = (payload: TPayload, job: TJobInfo) => Promise<void>;

export type TJobs = {
  /** Enqueues durably; answers the job id, or null when a job with the same singletonKey exists. */
  send: (name: string, payload: object, options?: TSendOptions) => Promise<string | null>;
  /** Starts polling `name`; a handler that throws fails the attempt and the job is retried. */
  work: <TPayload>(name: string, handler: TJobHandler<TPayload>) => Promise<void>;
  /** Stops fetching, waits for running handlers (up to timeoutMs), then returns. */
  stop: (timeoutMs?: number) => Promise<void>;
};

/** What a job handler gets besides its payload. */
export type TJobContext = { db: Db; jobs: TJobs; log: FastifyBaseLogger; config: TConfig; job: TJobInfo };

/** A job definition lives in src/jobs/<name>.ts and is listed in src/jobs/index.ts. */
export type TJobDefinition<TPayload = unknown> = {
  name: string;
  ZPayload: ZodType<TPayload>;
  handler: (payload: TPayload, context: TJobContext) => Promise<void>;
};

/** Keeps the payload type of a definition inferred from its schema. */
export const defineJob = <TPayload>(definition: TJobDefinition<TPayload>): TJobDefinition<TPayload> => definition;

// A singletonKey alone does nothing on pg-boss's standard queues; with a throttle window its unique
// index (name, singleton_on, key) makes the key unique per queue within the window. pg-boss refuses
// a window longer than its archive interval (12 hours), so that is the longest it can be.
const SINGLETON_WINDOW_SECONDS = 12 * 3600;

// Every job here is a few vendor calls and database writes: a minute is ample, and bounds how long
// the work of a crashed process stays claimed.
const DEFAULT_EXPIRE_SECONDS = 60;

export type TJobQueueOptions = {
  executeSql: TExecuteSql;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
};

/** A durable PostgreSQL-backed queue (pg-boss) over the app's own connection: PGlite or PostgreSQL. */
export const startJobQueue = async (options: TJobQueueOptions): Promise<TJobs> => {
  const boss = new PgBoss({
    db: { executeSql: options.executeSql as PgBoss.Db['executeSql'] },
    schedule: false,
    supervise: true,
    // Expired attempts (a process killed mid-job) are found by maintenance: run it often enough
    // that a crash delays an application by about a minute, not pg-boss's default of several.
    maintenanceIntervalSeconds: 15,
  });
  boss.on('error', (error: Error) => options.log.error({ err: { message: error.message } }, 'job queue error'));
  await boss.start();

  const knownQueues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (knownQueues.has(name)) return;
    await boss.createQueue(name); // idempotent in pg-boss (ON CONFLICT DO NOTHING)
    knownQueues.add(name);
  };

  return {
    send: async (name, payload, sendOptions = {}) => {
      await ensureQueue(name);
      const { singletonKey, ...rest } = sendOptions;
      const id = await boss.send(name, payload, {
        expireInSeconds: DEFAULT_EXPIRE_SECONDS,
        ...rest,
        ...(singletonKey ? { singletonKey, singletonSeconds: SINGLETON_WINDOW_SECONDS } : {}),
      });
      return id ?? null;
    },
    work: async <TPayload>(name: string, handler: TJobHandler<TPayload>) => {
      await ensureQueue(name);
      await boss.work<TPayload>(
        name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          await handler(job.data, { id: job.id, name: job.name, retryCount: job.retryCount });
        },
      );
    },
    stop: async (timeoutMs = 30_000) => {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
};
