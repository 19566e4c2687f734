// A burst of applicants (issue 9): 50 applications created at the same moment all reach OFFER_SELECTION,
// pre-qualified side by side by the one worker loop (decision 016) rather than one at a time per queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollingDelay, WAITING_STATUS_MAX_TRIES } from '@lintel/domain';
import { buildTestApp, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia, readStatus } from '../application/application-fixtures.ts';

const APPLICANTS = 50;
// How long the web polls a waiting status before it gives up on it (spec 01 section 4): about a minute.
const WEB_POLLING_BUDGET_MS = Array.from({ length: WAITING_STATUS_MAX_TRIES }, (_, i) => pollingDelay(i)).reduce((a, b) => a + b, 0);
let t: TTestApp;
beforeAll(async () => {
  // Each sandbox vendor call answers after 1.5 s, as a slow bureau would: three calls per applicant, so 50
  // applicants one at a time would take over 75 s, past the web's polling budget.
  t = await buildTestApp({ sandboxDelayMs: 1500 });
});
afterAll(async () => t?.close());

describe('50 applications created at once', () => {
  it('all reach OFFER_SELECTION', async () => {
    const applicants: Awaited<ReturnType<typeof registerApplicant>>[] = [];
    for (let i = 0; i < APPLICANTS; i += 1) applicants.push(await registerApplicant(t.app));
    const started = Date.now();
    const created = await Promise.all(
      applicants.map((applicant) => createApplicationVia(t.app, applicant.jwt, createApplicationBody())),
    );
    const waiting = new Map(created.map(({ uuid }, i) => [uuid, applicants[i]!.jwt]));
    const finals = new Map<string, string>();
    while (waiting.size > 0 && Date.now() - started < WEB_POLLING_BUDGET_MS) {
      for (const [uuid, jwt] of waiting) {
        const { applicationStatus } = await readStatus(t.app, jwt, uuid);
        if (applicationStatus !== 'IN_PROGRESS') {
          finals.set(uuid, applicationStatus);
          waiting.delete(uuid);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(waiting.size, `${waiting.size} of ${APPLICANTS} still IN_PROGRESS when the web stops polling`).toBe(0);
    expect([...finals.values()].every((status) => status === 'OFFER_SELECTION'), JSON.stringify([...finals.values()])).toBe(true);
  }, 300_000);
});
