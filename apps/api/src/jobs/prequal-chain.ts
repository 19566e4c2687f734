import { z } from 'zod';
import type { TApplicationStatus } from '@lintel/domain';
import type { TJobContext, TJobs } from '../platform/jobs.ts';
import { HttpError } from '../platform/http-error.ts';
import { changeStatus, type TStatusChangeColumns } from '../modules/application/change-status.ts';
import { findApplicationByUuid } from '../modules/application/find-applications.ts';
import type { TApplicationRow } from '../modules/application/tables.ts';
import { createVendors, type TVendors } from '../vendors/index.ts';

/**
 * Pre-qualification is a chain of durable jobs, one per vendor step. Each step reads the
 * application, does nothing when the application has left IN_PROGRESS or a newer run has started,
 * skips its vendor call when its result is already recorded (a job run twice does no harm), and
 * sends the next step. The singleton key (step, application, run) makes every send idempotent.
 */
export const PREQUAL_STEPS = ['prequal-soft-credit', 'prequal-find-property', 'prequal-value-property', 'prequal-compute-offers'] as const;
export type TPrequalStep = (typeof PREQUAL_STEPS)[number];

export const ZPrequalPayload = z.object({ applicationUuid: z.uuid(), run: z.number().int().min(1) });
export type TPrequalPayload = z.infer<typeof ZPrequalPayload>;

/** Attempts after the first failure; with backoff the waits are 1, 2 and 4 seconds. */
export const PREQUAL_RETRY_LIMIT = 3;
const PREQUAL_RETRY_DELAY_SECONDS = 1;

export const sendPrequalStep = (jobs: TJobs, step: TPrequalStep, payload: TPrequalPayload) =>
  jobs.send(step, payload, {
    retryLimit: PREQUAL_RETRY_LIMIT,
    retryDelay: PREQUAL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    singletonKey: `${step}:${payload.applicationUuid}:${payload.run}`,
  });

/** Starts (or, with the same run, harmlessly re-sends) the chain for an application in IN_PROGRESS. */
export const startPrequalification = (jobs: TJobs, application: Pick<TApplicationRow, 'uuid' | 'prequalRun'>) =>
  sendPrequalStep(jobs, 'prequal-soft-credit', { applicationUuid: application.uuid, run: application.prequalRun });

/** The application, when this run of this step still has work to do. */
export const loadForStep = async (context: TJobContext, payload: TPrequalPayload): Promise<TApplicationRow | null> => {
  const application = await findApplicationByUuid({ db: context.db, uuid: payload.applicationUuid });
  if (!application || application.status !== 'IN_PROGRESS' || application.prequalRun !== payload.run) return null;
  return application;
};

let vendors: TVendors | undefined;
/** Built once per process from the configuration (sandbox by default). */
export const vendorsFor = (context: TJobContext): TVendors => {
  vendors ??= createVendors({ mode: process.env.VENDOR_MODE ?? 'sandbox', delayMs: context.config.sandboxDelayMs });
  return vendors;
};

/**
 * Moves the application on from IN_PROGRESS as a step of the chain. A conflict means someone else
 * (an agent, a cancellation) moved it meanwhile: this step then has nothing left to do.
 */
export const moveFromInProgress = async (
  context: TJobContext,
  application: TApplicationRow,
  to: TApplicationStatus,
  reason: string,
  fields: TStatusChangeColumns = {},
  details?: Record<string, unknown>,
): Promise<boolean> => {
  try {
    await changeStatus({
      db: context.db,
      uuid: application.uuid,
      to,
      actor: { kind: 'SYSTEM', job: context.job.name },
      reason,
      fields,
      expectedFrom: 'IN_PROGRESS',
      ...(details ? { details } : {}),
    });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
};

/**
 * A vendor call failed. Before the last attempt the error is rethrown so the queue retries with
 * backoff; on the last attempt the application goes to CREDIT_ERROR (routed to the timeout page,
 * where an agent can rerun it) instead of waiting forever.
 */
export const handleVendorFailure = async (
  context: TJobContext,
  application: TApplicationRow,
  vendor: string,
  error: unknown,
): Promise<void> => {
  if (context.job.retryCount < PREQUAL_RETRY_LIMIT) throw error;
  context.log.warn({ applicationUuid: application.uuid, vendor, job: context.job.name }, 'vendor failed on the last attempt');
  await moveFromInProgress(context, application, 'CREDIT_ERROR', `The ${vendor} did not answer after ${PREQUAL_RETRY_LIMIT + 1} attempts`, {}, {
    vendor,
    error: error instanceof Error ? error.name : 'unknown',
  });
};
