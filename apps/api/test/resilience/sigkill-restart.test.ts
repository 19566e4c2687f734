// A server killed with SIGKILL while pre-qualification jobs run must, once restarted on the same
// data folder, bring every application to a non-waiting status (spec 04 section 1: "a crash or
// restart resumes the work and no application is left stuck in a waiting status").
// This runs the real server as a child process on its own embedded database, the way `npm start` does.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isWaitingStatus } from '@lintel/domain';
import { createApplicationBody } from '../application/application-fixtures.ts';
import { killServerProcesses, startServerProcess } from '../server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lintel-sigkill-'));
const children: ChildProcess[] = [];

const startServer = (env: Record<string, string>) =>
  startServerProcess({
    dataDir,
    started: children,
    timeoutMs: 60_000,
    env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_REGISTER_PER_MINUTE: '1000', ...env },
  });

const call = async (base: string, method: string, url: string, body?: unknown, jwt?: string) => {
  const response = await fetch(base + url, {
    method,
    headers: {
      'x-org': 'LINTEL',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
};

afterAll(() => {
  killServerProcesses(children);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-prequalification', () => {
  // Issue 19 item 11: the dead process's running jobs are handed back at once on restart (decision 016), not
  // after the queue's 60 s expiry, so every applicant reaches a resting status within the web's polling budget.
  it('resumes every job after a restart: all 20 applications rest within 15 s of the restart', async () => {
    // Slow sandbox answers keep the jobs in flight when the kill comes.
    const first = await startServer({ SANDBOX_DELAY_MS: '4000' });
    const applicants: { jwt: string; uuid: string; lastName: string }[] = [];
    const APPLICANTS = 20;
    await Promise.all(
      Array.from({ length: APPLICANTS }, async (_, i) => {
        const { jwt } = await call(first.base, 'POST', '/identity/api/v1/registration/register', {
          email: `killed-${i}-${Date.now()}@example.com`,
          password: 'Correct#Horse9Battery',
          phoneNumber: `(303) 555-01${String(10 + i)}`,
        });
        const lastName = i % 5 === 4 ? 'Decline' : 'Lovelace';
        const application = await call(
          first.base,
          'POST',
          '/service-application/api/v1/application/heloc/create-application?state=CO',
          createApplicationBody({ lastName }),
          jwt,
        );
        applicants.push({ jwt, uuid: application.uuid, lastName });
      }),
    );
    const before = await call(first.base, 'GET', `/service-krang-heloc/borrower/secure/api/v1/${applicants[0]!.uuid}/status`, undefined, applicants[0]!.jwt);
    expect(before.applicationStatus).toBe('IN_PROGRESS');

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startServer({ SANDBOX_DELAY_MS: '0' });
    const restartedAt = Date.now();
    const finals = new Map<string, string>();
    while (finals.size < applicants.length) {
      for (const { jwt, uuid } of applicants) {
        if (finals.has(uuid)) continue;
        const status = await call(second.base, 'GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, undefined, jwt);
        if (!isWaitingStatus(status.applicationStatus)) finals.set(uuid, status.applicationStatus);
      }
      if (finals.size < applicants.length && Date.now() - restartedAt > 15_000)
        throw new Error(`${applicants.length - finals.size} of ${applicants.length} still waiting 15 s after the restart`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const { uuid, lastName } of applicants) {
      expect(finals.get(uuid), lastName).toBe(lastName === 'Decline' ? 'DECLINED' : 'OFFER_SELECTION');
    }
    second.child.kill('SIGTERM');
  }, 240_000);
});
