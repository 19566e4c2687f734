// A burst of applicants (issue 9): 50 applications created at the same moment all reach OFFER_SELECTION,
// pre-qualified side by side by the one worker loop (decision 016) rather than one at a time per queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerApplicant, type TTestApp } from '../helper.ts';
import {
  createApplicationBody,
  createApplicationVia,
  readStatus,
} from '../application/application-fixtures.ts';

const APPLICANTS = 50;
const SANDBOX_DELAY_MS = 1500;
const VENDOR_CALLS_PER_APPLICANT = 3;
// One application at a time cannot finish faster than its vendors answer: 50 x 3 x 1.5 s = 225 s, however
// fast or idle the machine. Finishing all of them inside that bound proves they ran side by side, without
// a wall-clock budget that a loaded machine would break (a timing is never asserted as a speed here).
const SERIAL_LOWER_BOUND_MS = APPLICANTS * VENDOR_CALLS_PER_APPLICANT * SANDBOX_DELAY_MS;
let t: TTestApp;
beforeAll(async () => {
  // Each sandbox vendor call answers after 1.5 s, as a slow bureau would: three calls per applicant.
  t = await buildTestApp({ sandboxDelayMs: SANDBOX_DELAY_MS });
});
afterAll(async () => t?.close());

describe('50 applications created at once', () => {
  it(
    'all reach OFFER_SELECTION',
    async () => {
      const applicants: Awaited<ReturnType<typeof registerApplicant>>[] = [];
      for (let i = 0; i < APPLICANTS; i += 1) applicants.push(await registerApplicant(t.app));
      const started = Date.now();
      const created = await Promise.all(
        applicants.map((applicant) => createApplicationVia(t.app, applicant.jwt, createApplicationBody())),
      );
      const waiting = new Map(created.map(({ uuid }, i) => [uuid, applicants[i]!.jwt]));
      const finals = new Map<string, string>();
      while (waiting.size > 0 && Date.now() - started < SERIAL_LOWER_BOUND_MS) {
        for (const [uuid, jwt] of waiting) {
          const { applicationStatus } = await readStatus(t.app, jwt, uuid);
          if (applicationStatus !== 'IN_PROGRESS') {
            finals.set(uuid, applicationStatus);
            waiting.delete(uuid);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(
        waiting.size,
        `${waiting.size} of ${APPLICANTS} still IN_PROGRESS after the time one-at-a-time processing would need at least`,
      ).toBe(0);
      expect(
        [...finals.values()].every((status) => status === 'OFFER_SELECTION'),
        JSON.stringify([...finals.values()]),
      ).toBe(true);
    },
    SERIAL_LOWER_BOUND_MS + 120_000,
  );
});
