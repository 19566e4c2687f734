// The workflow engine (decision 016) with jobs of its own, triggered by a status no product job uses, on the
// real app, database and queue: an exhausted job moves the application to its actionable status, and the
// sweeper queues the job of an application that entered the status while no engine was listening.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAuditTrail, applicationWorkflowPort } from '../../src/modules/application/index.ts';
import { concurrencyOf, defineJob, startWorkflow, statusEntryPayloadOf, ZStatusEntryPayload, type TWorkflow } from '../../src/platform/workflow.ts';
import { prequalificationJobs } from '../../src/modules/prequalification/index.ts';
import { bearer, buildTestApp, createAgent, registerApplicant, waitFor, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia, readStatus, waitForStatusOtherThan } from '../application/application-fixtures.ts';

const STATUS = 'GEN_NOTE_SIGNING';
let t: TTestApp;
let admin: { jwt: string };
const workflows: TWorkflow[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => {
  for (const workflow of workflows) workflow.stop();
  await t?.close();
});

/** An application at OFFER_SELECTION, then forced by an admin into `status`. */
const applicationIn = async (app: FastifyInstance, status: string) => {
  const applicant = await registerApplicant(app);
  const { uuid } = await createApplicationVia(app, applicant.jwt, createApplicationBody());
  expect((await waitForStatusOtherThan(app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  const moved = await app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(admin.jwt),
    payload: { status, reason: 'test: into the test job status', force: true },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return { applicant, uuid };
};

const startTestWorkflow = async (definition: Parameters<typeof startWorkflow>[0]['definitions'][number]) => {
  const workflow = await startWorkflow({
    db: t.app.db,
    jobs: t.app.jobs,
    log: t.app.log,
    config: t.app.config,
    files: t.app.files,
    definitions: [definition],
    applications: applicationWorkflowPort(t.app.db),
  });
  workflows.push(workflow);
  return workflow;
};

describe('the workflow engine', () => {
  it('retries a failing job with backoff, then moves the application to its actionable status', async () => {
    const attempts: number[] = [];
    await startTestWorkflow(
      defineJob({
        name: 'test-always-fails',
        ZPayload: ZStatusEntryPayload,
        retry: { limit: 2, delaySeconds: 1, backoff: true },
        trigger: { status: STATUS, payloadOf: statusEntryPayloadOf, onExhausted: { status: 'CREDIT_ERROR', reason: () => 'The test vendor gave up' } },
        handler: async (_payload, context) => {
          attempts.push(context.job.retryCount);
          throw new Error('the test vendor is down');
        },
      }),
    );
    const { applicant, uuid } = await applicationIn(t.app, STATUS);
    const status = await waitForStatusOtherThan(t.app, applicant.jwt, uuid, STATUS, 30_000);
    expect(status.applicationStatus).toBe('CREDIT_ERROR');
    expect(attempts).toEqual([0, 1, 2]);
    const trail = await findAuditTrail({ db: t.db, applicationUuid: uuid });
    expect(trail.at(-1)).toMatchObject({ fromStatus: STATUS, toStatus: 'CREDIT_ERROR', reason: 'The test vendor gave up', actorKind: 'SYSTEM' });
  }, 60_000);

  it('sweeps: an application that entered the status with no engine listening gets its job, once', async () => {
    // Entered before this job's engine starts: nothing queued it (as for rows written by an older version).
    const { applicant, uuid } = await applicationIn(t.app, 'GEN_NOTARY_DISCLOSURE');
    const runs: string[] = [];
    const workflow = await startTestWorkflow(
      defineJob({
        name: 'test-swept',
        ZPayload: ZStatusEntryPayload,
        trigger: { status: 'GEN_NOTARY_DISCLOSURE', payloadOf: statusEntryPayloadOf, onExhausted: { status: 'CREDIT_ERROR', reason: () => 'unused' } },
        handler: async ({ applicationUuid }) => {
          runs.push(applicationUuid);
        },
      }),
    );
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('GEN_NOTARY_DISCLOSURE');
    expect(await workflow.sweep()).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (runs.includes(uuid) ? true : undefined));
    // The entry's job exists now (done): a second sweep queues nothing more for it.
    await workflow.sweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.filter((run) => run === uuid)).toHaveLength(1);
  }, 60_000);
});

describe('how many jobs of a queue run at once', () => {
  const job = (concurrency?: number) =>
    defineJob({ name: 'test-slots', ZPayload: ZStatusEntryPayload, handler: async () => undefined, ...(concurrency ? { concurrency } : {}) });

  it("is JOB_CONCURRENCY_BY_QUEUE's figure for the queue, else the definition's own, else JOB_CONCURRENCY", () => {
    expect(concurrencyOf(job(64), { jobConcurrency: {}, jobConcurrencyDefault: 8 })).toBe(64);
    expect(concurrencyOf(job(64), { jobConcurrency: { 'test-slots': 3 }, jobConcurrencyDefault: 8 })).toBe(3);
    expect(concurrencyOf(job(), { jobConcurrency: { other: 3 }, jobConcurrencyDefault: 8 })).toBe(8);
  });

  it('serves a burst of applicants side by side: pre-qualification has more slots than the default', () => {
    const prequalify = prequalificationJobs.find((definition) => definition.name === 'prequalify')!;
    expect(concurrencyOf(prequalify, { jobConcurrency: {}, jobConcurrencyDefault: 8 })).toBeGreaterThanOrEqual(20);
  });
});
