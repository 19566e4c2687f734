import type { FastifyBaseLogger } from 'fastify';
import { z, type ZodType } from 'zod';
import type { TConfig } from './config.ts';
import { createLazySealer, type TLazySealer } from './pdf-seal.ts';
import type { Db } from './database.ts';
import type { TFileStore } from './file-store/file-store.ts';
import type { TJobInfo, TJobs } from './jobs.ts';

/**
 * The workflow engine (decision 016). A module declares its jobs in its own `jobs.ts`: a name, a payload
 * schema, a handler, a retry policy and, for the application's automated steps, the status that starts it
 * ("when an application enters X, run Y"). The engine
 * - queues a triggered job in the same transaction as the status change that enters X (nothing can commit
 *   the status without its job),
 * - retries a failing attempt with backoff and, when the retries run out, moves the application on to the
 *   job's actionable status (never leaves it waiting),
 * - sweeps: re-queues any application sitting in a job's status whose job is gone,
 * - runs every queue in the one worker loop of platform/jobs.ts, with the concurrency the config sets.
 * It knows applications only through the small port the application module hands it (TWorkflowApplications),
 * so platform/ imports no module.
 */

/** What a handler gets besides its payload. */
export type TJobContext = {
  db: Db;
  jobs: TJobs;
  log: FastifyBaseLogger;
  config: TConfig;
  job: TJobInfo;
  files: TFileStore;
  /** Seals PDFs with the lender's certificate (platform/pdf-seal.ts). */
  sealer: TLazySealer;
};

/** What a handler may answer: `again` queues the same payload once more after that many seconds (polling). */
export type TJobResult = void | { again: number };

export type TRetryPolicy = {
  /** Attempts after the first failure. */
  limit: number;
  /** Seconds before the first retry; doubled each time with backoff. */
  delaySeconds: number;
  backoff: boolean;
};

/** The application as the engine sees it: enough to key a job to one entry into a status. */
export type TWorkflowApplication = { uuid: string; status: string; statusEnteredAt: Date };

export type TStatusTrigger<TPayload> = {
  /** The status whose entry starts the job. */
  status: string;
  payloadOf: (application: TWorkflowApplication) => TPayload;
  /** Where the application goes when the last attempt fails: a status a person can act on. */
  onExhausted: { status: string; reason: (error: unknown) => string };
};

export type TJobDefinition<TPayload = unknown> = {
  name: string;
  ZPayload: ZodType<TPayload>;
  handler: (payload: TPayload, context: TJobContext) => Promise<TJobResult>;
  retry?: TRetryPolicy;
  trigger?: TStatusTrigger<TPayload>;
  /**
   * Jobs of this queue one process runs at once when JOB_CONCURRENCY_BY_QUEUE does not name it (default:
   * JOB_CONCURRENCY). A job that mostly waits on vendors (pre-qualification) sets more than the default:
   * its slots, not the machine, bound how many applicants are served side by side (decision 057).
   */
  concurrency?: number;
};

/**
 * The payload of a status-triggered job: the application and the moment it entered the status. A handler
 * does its work only while the application is still in that same entry (not moved on and back meanwhile).
 */
export const ZStatusEntryPayload = z.object({ applicationUuid: z.uuid(), enteredAt: z.iso.datetime() });
export type TStatusEntryPayload = z.infer<typeof ZStatusEntryPayload>;
export const statusEntryPayloadOf = (application: TWorkflowApplication): TStatusEntryPayload => ({
  applicationUuid: application.uuid,
  enteredAt: application.statusEnteredAt.toISOString(),
});

/** Keeps the payload type of a definition inferred from its schema. */
export const defineJob = <TPayload>(definition: TJobDefinition<TPayload>): TJobDefinition<TPayload> => definition;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of definitions with different payloads
export type TAnyJobDefinition = TJobDefinition<any>;

export const DEFAULT_RETRY: TRetryPolicy = { limit: 3, delaySeconds: 1, backoff: true };

/** The application module's side of the engine (wired in app.ts). */
export type TWorkflowApplications = {
  /** Calls `hook` inside the transaction of every status entry (and every creation). */
  onStatusEntered: (hook: (tx: Db, application: TWorkflowApplication) => Promise<void>) => () => void;
  /** After a committed status change in this process: the engine looks for work at once. */
  onStatusChanged: (listener: () => void) => () => void;
  /** Applications sitting in any of these statuses (the sweeper). */
  listInStatuses: (statuses: string[]) => Promise<TWorkflowApplication[]>;
  /** Moves from `from` to `to` unless the application has left `from` meanwhile (then nothing). */
  moveIfStill: (options: { uuid: string; from: string; to: string; reason: string; job: string }) => Promise<void>;
};

export type TWorkflowOptions = {
  db: Db;
  jobs: TJobs;
  log: FastifyBaseLogger;
  config: TConfig;
  /** Document bytes, for jobs that store generated documents. */
  files: TFileStore;
  /** The server's sealer; one of its own (same certificate) when omitted. */
  sealer?: TLazySealer;
  definitions: TAnyJobDefinition[];
  applications: TWorkflowApplications;
};

export type TWorkflow = {
  /** Queues every triggered job whose names are missing for the applications in their statuses. */
  sweep: () => Promise<number>;
  stop: () => void;
};

/** One job per entry into a status: the status change's transaction and a sweep of any process agree on it. */
const entryKey = (name: string, application: TWorkflowApplication) =>
  `${name}:${application.uuid}:${application.statusEnteredAt.getTime()}`;

/** JOB_CONCURRENCY_BY_QUEUE's figure for the queue, else the definition's own, else JOB_CONCURRENCY. */
export const concurrencyOf = (definition: TAnyJobDefinition, config: Pick<TConfig, 'jobConcurrency' | 'jobConcurrencyDefault'>) =>
  config.jobConcurrency[definition.name] ?? definition.concurrency ?? config.jobConcurrencyDefault;

const sendOptionsOf = (definition: TAnyJobDefinition) => {
  const retry = definition.retry ?? DEFAULT_RETRY;
  return { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: retry.backoff };
};

export const startWorkflow = async (options: TWorkflowOptions): Promise<TWorkflow> => {
  const { db, jobs, log, config, files, definitions, applications } = options;
  const sealer = options.sealer ?? createLazySealer(config);
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  if (byName.size !== definitions.length) throw new Error('two job definitions share a name');
  const triggered = definitions.filter((definition) => definition.trigger);

  const send = (definition: TAnyJobDefinition, application: TWorkflowApplication, tx?: Db) =>
    jobs.send(definition.name, definition.trigger!.payloadOf(application) as object, {
      ...sendOptionsOf(definition),
      singletonKey: entryKey(definition.name, application),
      ...(tx ? { tx } : {}),
    });

  for (const definition of definitions) {
    await jobs.work(
      definition.name,
      async (payload, job) => {
        const context: TJobContext = {
          db,
          jobs,
          config,
          job,
          files,
          sealer,
          log: log.child({ job: job.name, jobId: job.id, attempt: job.retryCount + 1 }),
        };
        const parsed = definition.ZPayload.parse(payload);
        let result: TJobResult;
        try {
          result = await definition.handler(parsed, context);
        } catch (error) {
          const exhausted = job.retryCount >= job.retryLimit;
          const trigger = definition.trigger;
          if (exhausted && trigger) {
            const uuid = (parsed as { applicationUuid?: string }).applicationUuid;
            context.log.warn({ applicationUuid: uuid, fault: error instanceof Error ? error.name : 'unknown' }, 'job failed on its last attempt');
            if (uuid) {
              await applications.moveIfStill({ uuid, from: trigger.status, to: trigger.onExhausted.status, reason: trigger.onExhausted.reason(error), job: job.name });
            }
          }
          throw error;
        }
        if (result && result.again > 0) {
          await jobs.send(definition.name, parsed as object, { ...sendOptionsOf(definition), startAfter: result.again });
        }
      },
      { concurrency: concurrencyOf(definition, config) },
    );
  }

  const stopHook = applications.onStatusEntered(async (tx, application) => {
    for (const definition of triggered) {
      if (definition.trigger!.status === application.status) await send(definition, application, tx);
    }
  });
  const stopWake = applications.onStatusChanged(() => jobs.wake());

  const statuses = [...new Set(triggered.map((definition) => definition.trigger!.status))];
  const sweep = async (): Promise<number> => {
    if (statuses.length === 0) return 0;
    let queued = 0;
    for (const application of await applications.listInStatuses(statuses)) {
      for (const definition of triggered) {
        if (definition.trigger!.status !== application.status) continue;
        // The singleton key makes this a no-op while the entry's job exists (queued, running or done).
        if (await send(definition, application)) queued += 1;
      }
    }
    if (queued > 0) log.info({ queued }, 'the workflow sweep queued jobs that were missing');
    return queued;
  };

  const timer = setInterval(
    () => void sweep().catch((error: Error) => log.warn({ fault: error.message.split('\n')[0] }, 'workflow sweep failed')),
    config.workflowSweepSeconds * 1000,
  );
  timer.unref();

  return {
    sweep,
    stop: () => {
      clearInterval(timer);
      stopHook();
      stopWake();
    },
  };
};
