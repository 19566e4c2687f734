import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockNow, simulatedMsAt } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import { bearer, buildTestApp, createAgent, type TTestApp } from './helper.ts';

// Spec 04 section 3: "A documented setting speeds the simulated clock up for demonstrations and tests" (CLOCK_SPEED,
// decision 083). Only lower bounds on elapsed time are checked: a wait lasts at least what it asks for.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the simulated time of a real moment', () => {
  it('adds the offset, and what a faster clock gained since its epoch', () => {
    const state = { offsetMs: 5_000, speed: 60, speedEpochMs: 1_000_000 };
    expect(simulatedMsAt(1_000_000, state)).toBe(1_005_000);
    expect(simulatedMsAt(1_001_000, state)).toBe(1_001_000 + 5_000 + 59_000);
    // Before the epoch (a moment recorded before the speed was set) only the offset applies.
    expect(simulatedMsAt(999_000, state)).toBe(1_004_000);
    expect(simulatedMsAt(1_001_000, { ...state, speed: 1 })).toBe(1_006_000);
  });

  it('reads CLOCK_SPEED from 1 (real time, the default) to 100000', () => {
    expect(loadConfig({}).clockSpeed).toBe(1);
    expect(loadConfig({ CLOCK_SPEED: '60' }).clockSpeed).toBe(60);
    expect(loadConfig({ CLOCK_SPEED: '1.5' }).clockSpeed).toBe(1.5);
    for (const bad of ['0', '0.5', '100001', 'fast'])
      expect(() => loadConfig({ CLOCK_SPEED: bad }), bad).toThrow(/CLOCK_SPEED: must be a number from 1 to 100000/);
  });
});

describe('a server with CLOCK_SPEED', () => {
  let fast: TTestApp;
  let adminJwt: string;
  beforeAll(async () => {
    fast = await buildTestApp({ clockSpeed: 3_600 });
    adminJwt = (await createAgent(fast.app, { admin: true })).jwt;
  });
  afterAll(async () => fast?.close());

  const readClock = async (app: TTestApp['app']) => {
    const res = await app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/clock', headers: bearer(adminJwt) });
    expect(res.statusCode, res.body).toBe(200);
    return new Date(res.json<{ now: string }>().now).getTime();
  };

  it('runs the simulated clock that many times faster: 100 real ms are at least 6 simulated minutes at 3600', async () => {
    const before = await readClock(fast.app);
    await wait(100);
    expect((await readClock(fast.app)) - before).toBeGreaterThanOrEqual(100 * 3_600);
  });

  it('keeps what it gained when a server starts on the same database at another speed: the clock never runs back', async () => {
    await wait(50);
    const gained = (await clockNow(fast.db)).getTime() - Date.now();
    expect(gained).toBeGreaterThanOrEqual(50 * 3_599);
    const real = await buildTestApp({ clockSpeed: 1, database: fast.database });
    try {
      const afterChange = (await clockNow(real.db)).getTime() - Date.now();
      expect(afterChange).toBeGreaterThanOrEqual(gained - 1_000);
      // From now on it runs at real speed: at 3600 the lead would grow by at least 360 s in these 100 ms.
      await wait(100);
      const later = (await clockNow(real.db)).getTime() - Date.now();
      expect(later - afterChange).toBeLessThan(60_000);
      expect(later).toBeGreaterThanOrEqual(gained - 1_000);
    } finally {
      await real.close();
    }
  });
});
