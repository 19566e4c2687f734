import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { executeSqlIn, type Db, type TExecuteSql } from './database.ts';
import type { TNotificationListener } from './notification-listener.ts';

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
   * Seconds an attempt may run before it counts as failed and is retried (default 60). A process killed
   * mid-job does not wait for this: its claimed jobs are handed back as soon as it is known dead.
   */
  expireInSeconds?: number;
  /**
   * A transaction to enqueue in: the job exists only if that transaction commits, so "do X and then
   * send Y" is all or nothing (the outbox and the workflow engine rely on it). The queue must already
   * exist (it does once a worker for it is registered): creating a queue inside a transaction could
   * wait on the embedded database's single connection forever.
   */
  tx?: Db;
};

export type TJobInfo = { id: string; name: string; retryCount: number; retryLimit: number };
export type TJobHandler<TPayload> = (payload: TPayload, job: TJobInfo) => Promise<void>;

export type TWorkOptions = {
  /** How many jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
};

export type TJobs = {
  /** Enqueues durably; answers the job id, or null when a job with the same singletonKey exists. */
  send: (name: string, payload: object, options?: TSendOptions) => Promise<string | null>;
  /** Adds `name` to the one worker loop; a handler that throws fails the attempt and the job is retried. */
  work: <TPayload>(name: string, handler: TJobHandler<TPayload>, options?: TWorkOptions) => Promise<void>;
  /** Looks for work now instead of at the next poll (after a commit that queued something). */
  wake: () => void;
  /** Stops fetching, waits for running handlers (up to timeoutMs), then returns. */
  stop: (timeoutMs?: number) => Promise<void>;
  /** This process's worker id (its leases carry it). */
  workerId: string;
  /** Starts the worker loop of a queue started with `paused` (the server's, once it is ready). */
  begin: () => void;
};

// A singletonKey alone does nothing on pg-boss's standard queues; with a throttle window its unique
// index (name, singleton_on, key) makes the key unique per queue within the window. pg-boss refuses
// a window longer than its archive interval (12 hours), so that is the longest it can be.
const SINGLETON_WINDOW_SECONDS = 12 * 3600;

// Every job here is a few vendor calls and database writes: a minute is ample.
const DEFAULT_EXPIRE_SECONDS = 60;

/** A worker beats this often; one silent for DEAD_AFTER_SECONDS is dead and its jobs go back to the queue. */
const HEARTBEAT_SECONDS = 2;
export const DEAD_AFTER_SECONDS = 6;

export type TJobQueueOptions = {
  executeSql: TExecuteSql;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work (seconds, default 1: one cheap query; a local send wakes it at once). */
  pollingIntervalSeconds?: number;
  /**
   * The embedded database can be open in one process only: at start every other worker on record is
   * a dead process's, so its jobs are handed back at once rather than after DEAD_AFTER_SECONDS.
   */
  singleProcess?: boolean;
  /**
   * A shared PostgreSQL database: every send also notifies `JOBS_CHANNEL` (at commit, when sent in a
   * transaction) and each process hears it on its listening connection (decisions 044 and 064), so a job sent
   * by another process starts at once instead of at the next poll. Not given on PGlite, where one process owns
   * the data folder.
   */
  crossProcessWake?: { notifications: TNotificationListener };
  /**
   * Registers workers without looking for jobs until `begin()`: the server registers some twenty queues while it
   * starts, and each registration used to run a probe on the database before the first /healthz (decision 056).
   */
  paused?: boolean;
};

/** The notification channel on which a send wakes the worker loops of every process (its payload: the queue). */
const JOBS_CHANNEL = 'lintel_jobs';

type TQueue = {
  name: string;
  handler: TJobHandler<unknown>;
  concurrency: number;
  running: Set<string>;
  /** Its last fetch filled every free slot: more may be waiting, so a finished job looks again. */
  mayHaveMore: boolean;
};

type TFetchedJob = {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  expireInSeconds: number;
};

/**
 * A durable PostgreSQL-backed queue (pg-boss) over the app's own connection (PGlite or PostgreSQL), run by
 * ONE worker loop per process: each tick fetches, for every queue with a free slot, up to its concurrency,
 * so a burst of applicants is worked on side by side instead of one at a time per queue.
 */
export const startJobQueue = async (options: TJobQueueOptions): Promise<TJobs> => {
  const { executeSql, log } = options;
  const boss = new PgBoss({
    db: { executeSql: executeSql as PgBoss.Db['executeSql'] },
    schedule: false,
    supervise: true,
    // Expired attempts (a hung handler) are found by maintenance; dead processes are found sooner below.
    maintenanceIntervalSeconds: 15,
  });
  boss.on('error', (error: Error) => log.error({ err: { message: error.message } }, 'job queue error'));
  await boss.start();

  const workerId = randomUUID();
  const pollMs = Math.max(100, (options.pollingIntervalSeconds ?? 1) * 1000);
  const queues = new Map<string, TQueue>();
  // Queues outlive processes: one read of those that exist spares a create statement per queue on every
  // start (19 of them, about a third of the start's SQL time on PGlite; decision 053).
  const knownQueues = new Set<string>((await boss.getQueues()).map((queue) => queue.name));
  const ensureQueue = async (name: string) => {
    if (knownQueues.has(name)) return;
    await boss.createQueue(name); // idempotent in pg-boss (ON CONFLICT DO NOTHING)
    knownQueues.add(name);
  };

  await executeSql('insert into job_workers (id) values ($1)', [workerId]);
  await recoverDeadWorkersJobs({ executeSql, log, workerId, everyOtherIsDead: options.singleProcess ?? false });

  let stopping = false;
  let begun = !options.paused;
  let ticking = false;
  let tickAgain = false;
  // What the next tick looks at. A queue this process knows has work (a send here or from another process,
  // a finished job of a busy queue) is fetched from at once; the probe over every queue runs on the poll,
  // on an unnamed wake-up and after a lost notification. Under a burst every commit and finished job woke
  // the loop, and those probes were 45 % of the embedded database's time (decision 065).
  const hinted = new Set<string>();
  // Queues sent to inside a transaction since the last commit's wake-up: their jobs show at that commit.
  const sentInTransaction = new Set<string>();
  let probeAll = true;
  let probedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const settled = new Set<Promise<void>>();

  const runJob = async (queue: TQueue, job: TFetchedJob) => {
    const info: TJobInfo = { id: job.id, name: job.name, retryCount: job.retryCount, retryLimit: job.retryLimit };
    let timeout: NodeJS.Timeout | undefined;
    try {
      // A hung handler must not hold its slot forever: past its expiry the attempt counts as failed.
      await Promise.race([
        queue.handler(job.data, info),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`job ran over ${job.expireInSeconds} s`)), job.expireInSeconds * 1000);
          timeout.unref();
        }),
      ]);
      await boss.complete(queue.name, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(queue.name, job.id, { message }).catch((e: Error) => log.warn({ fault: e.message }, 'could not record a failed job'));
    } finally {
      clearTimeout(timeout);
      queue.running.delete(job.id);
      await executeSql('delete from job_leases where job_id = $1', [job.id]).catch(() => undefined);
      // A busy queue may have more waiting; what the handler sent in its transactions is visible now.
      if (queue.mayHaveMore) hinted.add(queue.name);
      wakeAfterCommit();
    }
  };

  const fetchFor = async (queue: TQueue) => {
    const free = queue.concurrency - queue.running.size;
    if (free <= 0) return;
    const fetched = (await boss.fetch(queue.name, { batchSize: free, includeMetadata: true })) as unknown as TFetchedJob[];
    if (fetched.length === 0) {
      queue.mayHaveMore = false;
      return;
    }
    queue.mayHaveMore = fetched.length === free;
    for (const job of fetched) queue.running.add(job.id);
    await executeSql(
      'insert into job_leases (job_id, worker_id, queue) select unnest($1::uuid[]), $2, $3 on conflict (job_id) do update set worker_id = excluded.worker_id, claimed_at = now()',
      [fetched.map((job) => job.id), workerId, queue.name],
    );
    for (const job of fetched) {
      const done = runJob(queue, job);
      settled.add(done);
      void done.finally(() => settled.delete(done));
    }
  };

  /**
   * The queues with a free slot that hold a job ready to run, in one query (pg-boss's index on name and
   * start_after of waiting jobs answers it). pg-boss fetches one queue per statement, and a tick used to
   * fetch from every queue (about 30): under a burst, ticks run back to back (every commit and every
   * finished job wakes the loop) and those empty fetches took most of the embedded database's time
   * (decision 040). Now a tick is one probe plus a fetch for each queue that has work.
   */
  const readyQueues = async (): Promise<TQueue[]> => {
    const free = [...queues.values()].filter((queue) => queue.running.size < queue.concurrency);
    if (free.length === 0) return [];
    const found = await executeSql(
      `select distinct name from pgboss.job where name = any($1::text[]) and state < 'active' and start_after < now()`,
      [free.map((queue) => queue.name)],
    );
    const names = new Set((found.rows as { name: string }[]).map((row) => row.name));
    return free.filter((queue) => names.has(queue.name));
  };

  const tick = async () => {
    if (stopping) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = true;
    clearTimeout(timer);
    try {
      do {
        tickAgain = false;
        const names = [...hinted];
        hinted.clear();
        // The probe also runs at least once a poll interval while hinted ticks keep the loop busy: a retry's or a
        // delayed job's start comes with no wake-up.
        const probing = probeAll || Date.now() - probedAt >= pollMs;
        probeAll = false;
        if (probing) probedAt = Date.now();
        const ready = probing
          ? await readyQueues().catch((error: Error) => {
              log.warn({ fault: error.message.split('\n')[0] }, 'looking for ready jobs failed');
              return [] as TQueue[];
            })
          : names.map((name) => queues.get(name)).filter((queue): queue is TQueue => queue !== undefined);
        for (const queue of ready) {
          if (stopping) break;
          await fetchFor(queue).catch((error: Error) => log.warn({ queue: queue.name, fault: error.message.split('\n')[0] }, 'fetching jobs failed'));
        }
      } while (tickAgain && !stopping);
    } finally {
      ticking = false;
      if (!stopping) {
        timer = setTimeout(() => {
          probeAll = true;
          void tick();
        }, pollMs);
        timer.unref();
      }
    }
  };
  /** Looks for work at once: in the queue named (one that has a job now), or in every queue when none is. */
  function wake(queueName?: string) {
    if (queueName === undefined) probeAll = true;
    else hinted.add(queueName);
    if (!stopping && begun) setImmediate(() => void tick());
  }
  /**
   * After a commit that may have queued jobs (every status change calls this): looks in the queues sent to in a
   * transaction since the last such call. A send whose own commit comes after another's wake-up is found by the
   * next one or by the poll; on PostgreSQL its notification (heard by this process too) names its queue.
   */
  const wakeAfterCommit = () => {
    for (const name of sentInTransaction) hinted.add(name);
    sentInTransaction.clear();
    if (hinted.size > 0 && !stopping && begun) setImmediate(() => void tick());
  };

  const heartbeat = setInterval(() => {
    void executeSql('update job_workers set heartbeat_at = now() where id = $1', [workerId])
      .then(() => recoverDeadWorkersJobs({ executeSql, log, workerId, everyOtherIsDead: false }))
      .catch((error: Error) => log.warn({ fault: error.message.split('\n')[0] }, 'job worker heartbeat failed'));
  }, HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();
  // Another process's send wakes this loop; a lost or regained listening connection wakes it too (sends may
  // have been missed; the poll still runs meanwhile).
  const othersSends = options.crossProcessWake?.notifications;
  const stopHearing = othersSends?.subscribe(JOBS_CHANNEL, {
    notify: (queueName) => wake(queueName || undefined),
    lost: () => wake(),
    resync: () => wake(),
  });
  wake();

  return {
    workerId,
    send: async (name, payload, sendOptions = {}) => {
      const { singletonKey, tx, ...rest } = sendOptions;
      if (!tx) await ensureQueue(name);
      else if (!knownQueues.has(name)) throw new Error(`job queue "${name}" is not started: start its worker before sending in a transaction`);
      const id = await boss.send(name, payload, {
        expireInSeconds: DEFAULT_EXPIRE_SECONDS,
        ...rest,
        ...(singletonKey ? { singletonKey, singletonSeconds: SINGLETON_WINDOW_SECONDS } : {}),
        ...(tx ? { db: { executeSql: executeSqlIn(tx) } } : {}),
      });
      // Other processes hear of it at commit (pg_notify is transactional).
      if (id && othersSends) await (tx ? executeSqlIn(tx) : executeSql)('select pg_notify($1, $2)', [JOBS_CHANNEL, name]);
      // Sent in a transaction: the job is visible only after the commit, whose wake-up (wakeAfterCommit: the
      // caller's, or the status change's) looks in this queue; a rolled-back send leaves one empty fetch behind.
      if (id && tx) sentInTransaction.add(name);
      if (id && !tx) wake(name);
      return id ?? null;
    },
    work: async <TPayload>(name: string, handler: TJobHandler<TPayload>, workOptions: TWorkOptions = {}) => {
      await ensureQueue(name);
      queues.set(name, {
        name,
        handler: handler as TJobHandler<unknown>,
        concurrency: Math.max(1, workOptions.concurrency ?? 1),
        running: new Set(),
        mayHaveMore: false,
      });
      wake(name);
    },
    wake: wakeAfterCommit,
    begin: () => {
      if (begun) return;
      begun = true;
      wake();
    },
    stop: async (timeoutMs = 30_000) => {
      stopping = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      stopHearing?.();
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...settled]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(waited);
      // Jobs still running past the timeout keep their leases: the next start hands them back.
      await executeSql('delete from job_workers where id = $1 and not exists (select 1 from job_leases where worker_id = $1)', [workerId]).catch(
        () => undefined,
      );
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
    },
  };
};

/**
 * Hands the jobs of dead workers back to the queue to run at once: a worker is dead when it has not beaten
 * for DEAD_AFTER_SECONDS, or, on the embedded database at start, whenever it is not this one. pg-boss has no
 * call for "this claim's owner is gone" (it waits for the attempt's expiry), so this writes its job table
 * the way its own expiry does: the job goes back to `retry`, and the next fetch counts the attempt.
 */
const recoverDeadWorkersJobs = async (options: {
  executeSql: TExecuteSql;
  log: FastifyBaseLogger;
  workerId: string;
  everyOtherIsDead: boolean;
}): Promise<void> => {
  const { executeSql, workerId } = options;
  const dead = options.everyOtherIsDead
    ? await executeSql('delete from job_workers where id <> $1 returning id', [workerId])
    : await executeSql(`delete from job_workers where heartbeat_at < now() - interval '${DEAD_AFTER_SECONDS} seconds' returning id`);
  // Leases whose worker row is gone: dead just now, or removed by a stop that timed out.
  const orphaned = await executeSql(
    'delete from job_leases l where not exists (select 1 from job_workers w where w.id = l.worker_id) returning job_id, queue',
  );
  if (orphaned.rows.length === 0) return;
  const ids = (orphaned.rows as { job_id: string }[]).map((row) => row.job_id);
  const resumed = await executeSql(
    `update pgboss.job set state = 'retry', start_after = now() where id = any($1::uuid[]) and state = 'active'`,
    [ids],
  );
  options.log.info({ deadWorkers: dead.rows.length, resumedJobs: resumed.rowCount }, 'resumed the jobs of a stopped process');
};
