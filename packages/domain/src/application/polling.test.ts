import { describe, expect, it } from 'vitest';
import {
  STABLE_STATUSES,
  WAITING_STATUSES,
  isStableStatus,
  isWaitingStatus,
  pollingDecision,
  pollingDelay,
} from './polling.ts';
import { APPLICATION_STATUSES } from './status.ts';

const triesBeforeGivingUp = (status: string): number => {
  let attempt = 0;
  while (pollingDecision({ status, attempt }).poll) attempt += 1;
  return attempt;
};

describe('pollingDelay', () => {
  it('starts at 1000 ms and doubles up to 5000 ms', () => {
    expect([0, 1, 2, 3, 4, 13].map(pollingDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('status classes', () => {
  it('counts every WAITING_FOR status and the listed ones as waits', () => {
    const waits = APPLICATION_STATUSES.filter(isWaitingStatus);
    expect(waits).toEqual(
      expect.arrayContaining([
        ...WAITING_STATUSES,
        'WAITING_FOR_INCOME_VERIFICATION',
        'WAITING_FOR_CREDIT_REPULL',
      ]),
    );
    for (const status of waits)
      expect(status.startsWith('WAITING_FOR') || WAITING_STATUSES.includes(status as never)).toBe(true);
    expect(isWaitingStatus('WAITING_FOR_SOMETHING_NEW')).toBe(true);
  });

  it('never counts a status both waiting and stable', () => {
    for (const status of APPLICATION_STATUSES)
      expect(isWaitingStatus(status) && isStableStatus(status), status).toBe(false);
  });
});

describe('pollingDecision over the whole enumeration', () => {
  it.each(APPLICATION_STATUSES)('%s', (status) => {
    const first = pollingDecision({ status, attempt: 0 });
    if (STABLE_STATUSES.includes(status as never)) {
      expect(first).toEqual({ poll: false });
      return;
    }
    expect(first).toEqual({ poll: true, delayMs: 1000 });
    const waiting = isWaitingStatus(status);
    const tries = triesBeforeGivingUp(status);
    expect(tries).toBe(waiting ? 14 : 7);
    const last = pollingDecision({ status, attempt: tries });
    const expectedGiveUp = waiting && status !== 'GEN_NOTE_SIGNING' ? { status: 'UNKNOWN' } : 'stay';
    expect(last).toEqual({ poll: false, giveUp: expectedGiveUp });
  });
});

describe('pollingDecision examples', () => {
  it('polls IN_PROGRESS 14 times with the backoff, then gives up to UNKNOWN', () => {
    const delays = Array.from({ length: 14 }, (_, attempt) =>
      pollingDecision({ status: 'IN_PROGRESS', attempt }),
    );
    expect(delays.map((d) => (d.poll ? d.delayMs : null))).toEqual([
      1000,
      2000,
      4000,
      ...Array(11).fill(5000),
    ]);
    expect(pollingDecision({ status: 'IN_PROGRESS', attempt: 14 })).toEqual({
      poll: false,
      giveUp: { status: 'UNKNOWN' },
    });
  });

  it('keeps GEN_NOTE_SIGNING where it is after 14 tries', () => {
    expect(pollingDecision({ status: 'GEN_NOTE_SIGNING', attempt: 13 }).poll).toBe(true);
    expect(pollingDecision({ status: 'GEN_NOTE_SIGNING', attempt: 14 })).toEqual({
      poll: false,
      giveUp: 'stay',
    });
  });

  it('polls OFFER_SELECTION 7 times, then stays', () => {
    expect(pollingDecision({ status: 'OFFER_SELECTION', attempt: 6 })).toEqual({ poll: true, delayMs: 5000 });
    expect(pollingDecision({ status: 'OFFER_SELECTION', attempt: 7 })).toEqual({
      poll: false,
      giveUp: 'stay',
    });
  });

  it('does not poll DECLINED', () => {
    expect(pollingDecision({ status: 'DECLINED', attempt: 0 })).toEqual({ poll: false });
  });
});
