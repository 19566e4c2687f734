import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, readClockOffsetMs } from '../../src/platform/clock.ts';
import { isOpenAt } from '../../src/modules/operating-hours/index.ts';
import { buildTestApp, json, type TTestApp } from '../helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/service-operating-hours/external/api/v1/hours';
const get = (path: string, org = 'LINTEL') => t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: json({ 'x-org': org }) });

/** Puts the simulated clock at an instant (the offset is relative to the real now). */
const setSimulatedNow = async (at: Date) => {
  const offsetMs = await readClockOffsetMs(t.db);
  await advanceClock(t.db, (at.getTime() - Date.now() - offsetMs) / 60_000);
};

describe('operating hours', () => {
  it('answers the phone week in Pacific time, Monday first, weekend 6 and 7', async () => {
    const res = await get('OPS_PHONE?display=true');
    expect(res.statusCode).toBe(200);
    const week = res.json();
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ weekday: 'Monday', weekdayValue: 1, startTime: '06:00', endTime: '18:00', isOpen: true, timeZone: 'America/Los_Angeles' });
    expect(week[5]).toMatchObject({ weekday: 'Saturday', weekdayValue: 6, startTime: '07:00', endTime: '16:00' });
    expect(week[6]).toMatchObject({ weekday: 'Sunday', weekdayValue: 7 });
  });

  it('answers the chat week on the week path and refuses an unknown department', async () => {
    const res = await get('OPS_CHAT/week?display=true');
    expect(res.json().map((day: { weekdayValue: number }) => day.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const unknown = await get('OPS_MAIL');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['Unknown department: use OPS_PHONE or OPS_CHAT']);
  });

  it('needs the organisation header', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/OPS_PHONE` });
    expect(res.statusCode).toBe(400);
  });

  it('says open or closed at the simulated time, read in Pacific time', async () => {
    // Wednesday 15 January 2025, 17:59 PST (01:59 UTC the next day): open; 18:00 closed.
    await setSimulatedNow(new Date('2025-01-16T01:59:00Z'));
    let res = await get('OPS_CHAT/openStatus');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ open: true, department: 'OPS_CHAT', timeZone: 'America/Los_Angeles' });
    await setSimulatedNow(new Date('2025-01-16T02:00:30Z'));
    expect((await get('OPS_CHAT/openStatus')).json().open).toBe(false);
    // Saturday 12 July 2025, 06:30 PDT: before the weekend opening at 07:00.
    await setSimulatedNow(new Date('2025-07-12T13:30:00Z'));
    res = await get('OPS_CHAT/openStatus');
    expect(res.json().open).toBe(false);
    await setSimulatedNow(new Date('2025-07-12T14:30:00Z'));
    expect((await get('OPS_CHAT/openStatus')).json().open).toBe(true);
  });
});

describe('isOpenAt', () => {
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekdayValue) => ({
    weekday: String(weekdayValue),
    weekdayValue,
    startTime: '06:00',
    endTime: '18:00',
    isOpen: weekdayValue !== 7,
    timeZone: 'America/Los_Angeles',
  }));

  it('follows daylight saving: 06:00 Pacific is 14:00 UTC in winter and 13:00 UTC in summer', () => {
    expect(isOpenAt({ week, at: new Date('2025-01-13T13:30:00Z') })).toBe(false);
    expect(isOpenAt({ week, at: new Date('2025-01-13T14:00:00Z') })).toBe(true);
    expect(isOpenAt({ week, at: new Date('2025-07-14T13:00:00Z') })).toBe(true);
  });

  it('is closed on a day marked closed', () => {
    // Sunday 13 July 2025, noon Pacific.
    expect(isOpenAt({ week, at: new Date('2025-07-13T19:00:00Z') })).toBe(false);
  });
});
