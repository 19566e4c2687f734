import { describe, expect, it } from 'vitest';
import { createHealthCheck, HEALTH_CHECK_MAX_AGE_MS, healthOf } from '../src/platform/health.ts';

describe('health check (decision 056)', () => {
  it('answers from one database check for up to its maximum age, then checks again', async () => {
    let clock = 0;
    let probes = 0;
    const health = createHealthCheck(
      async () => {
        probes += 1;
      },
      () => clock,
    );
    expect(await health.check()).toEqual({ ok: true });
    clock += HEALTH_CHECK_MAX_AGE_MS - 1;
    expect(await health.check()).toEqual({ ok: true });
    expect(probes).toBe(1);
    clock += 1;
    expect(await health.check()).toEqual({ ok: true });
    expect(probes).toBe(2);
  });

  it('runs one check for callers that arrive while it is in flight', async () => {
    let probes = 0;
    let release: () => void = () => undefined;
    const health = createHealthCheck(
      () =>
        new Promise<void>((resolve) => {
          probes += 1;
          release = resolve;
        }),
    );
    const answers = [health.check(), health.check(), health.check()];
    release();
    expect(await Promise.all(answers)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(probes).toBe(1);
  });

  it('reports an unreachable database, and a recovered one once the failure has aged', async () => {
    let clock = 0;
    let down = true;
    const health = createHealthCheck(
      async () => {
        if (down) throw new Error('connection refused');
      },
      () => clock,
    );
    expect(await health.check()).toEqual({ ok: false, fault: 'connection refused' });
    down = false;
    expect((await health.check()).ok).toBe(false);
    clock += HEALTH_CHECK_MAX_AGE_MS;
    expect(await health.check()).toEqual({ ok: true });
  });

  it('is healthy only when the database answers and the listener listens (decision 068)', () => {
    expect(healthOf({ ok: true }, 'listening')).toEqual({ ok: true });
    for (const state of ['starting', 'reconnecting', 'closed'] as const)
      expect(healthOf({ ok: true }, state)).toEqual({
        ok: false,
        fault: `notification listener ${state}`,
        cause: 'listener',
      });
    // An unreachable database is named first: it is the likelier cause of a dropped listener too.
    expect(healthOf({ ok: false, fault: 'connection refused' }, 'reconnecting')).toEqual({
      ok: false,
      fault: 'connection refused',
      cause: 'database',
    });
  });
});
