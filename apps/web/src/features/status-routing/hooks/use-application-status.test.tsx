import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@/lib/query-client.ts';
import { server } from '../../../../test/msw-server.ts';
import { emptyStatusFields } from '../../../../test/fixtures/heloc-application.ts';
import { applicationStatusPath } from '../api/get-application-status.ts';
import { useApplicationStatus } from './use-application-status.ts';

const UUID = '3f2c1a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70';

const statusBody = (applicationStatus: string) => ({
  uuid: UUID,
  applicationStatus,
  status: emptyStatusFields(),
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Answers each status call with the next status of `sequence` (the last one repeats); counts the calls. */
const serveStatuses = (...sequence: string[]) => {
  const calls = { count: 0 };
  server.use(
    http.get(applicationStatusPath(UUID), () => {
      const status = sequence[Math.min(calls.count, sequence.length - 1)] as string;
      calls.count += 1;
      return HttpResponse.json(statusBody(status));
    }),
  );
  return calls;
};

const renderStatusHook = () => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useApplicationStatus(UUID), { wrapper });
};

const realTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Moves the fake clock, then gives in-flight answers a few real event-loop turns to reach React. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 5; turn += 1) await realTurn();
  });
};

/** 1000, 2000, 4000, then 5000 ms between polls (spec 01 section 4). */
const delays = (tries: number) => Array.from({ length: tries }, (_, i) => Math.min(1000 * 2 ** i, 5000));

beforeEach(() => {
  // Only the polling interval and the clock are faked: the mocked fetch and React's scheduling keep real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useApplicationStatus', () => {
  it('polls a waiting status with a doubling delay capped at 5 s, 14 times, then reads UNKNOWN', async () => {
    const calls = serveStatuses('IN_PROGRESS');
    const { result } = renderStatusHook();
    await advance(0);
    expect(calls.count).toBe(1);
    expect(result.current.data?.applicationStatus).toBe('IN_PROGRESS');

    for (const [index, delay] of delays(14).entries()) {
      await advance(delay - 1);
      expect(calls.count, `poll ${index + 1} not before ${delay} ms`).toBe(index + 1);
      await advance(1);
      expect(calls.count, `poll ${index + 1} after ${delay} ms`).toBe(index + 2);
    }
    expect(result.current.attempt).toBe(14);
    expect(result.current.data?.applicationStatus).toBe('UNKNOWN');
    expect(result.current.decision).toEqual({ poll: false, giveUp: { status: 'UNKNOWN' } });

    await advance(60_000);
    expect(calls.count).toBe(15);
  });

  it('gives up on GEN_NOTE_SIGNING after 14 tries but keeps the status', async () => {
    const calls = serveStatuses('GEN_NOTE_SIGNING');
    const { result } = renderStatusHook();
    await advance(0);
    await advance(delays(14).reduce((sum, delay) => sum + delay, 0));
    expect(calls.count).toBe(15);
    await advance(60_000);
    expect(calls.count).toBe(15);
    expect(result.current.data?.applicationStatus).toBe('GEN_NOTE_SIGNING');
    expect(result.current.decision).toEqual({ poll: false, giveUp: 'stay' });
  });

  it('polls another non-terminal status 7 times and leaves it as it is', async () => {
    const calls = serveStatuses('OFFER_SELECTION');
    const { result } = renderStatusHook();
    await advance(0);
    await advance(120_000);
    expect(calls.count).toBe(8);
    expect(result.current.data?.applicationStatus).toBe('OFFER_SELECTION');
  });

  it('does not poll a stable status at all', async () => {
    const calls = serveStatuses('DECLINED');
    const { result } = renderStatusHook();
    await advance(0);
    await advance(120_000);
    expect(calls.count).toBe(1);
    expect(result.current.decision).toEqual({ poll: false });
  });

  it('starts counting again when the status changes', async () => {
    const calls = serveStatuses('IN_PROGRESS', 'IN_PROGRESS', 'IN_PROGRESS', 'WAITING_FOR_CREDIT_REPULL');
    const { result } = renderStatusHook();
    await advance(0);
    await advance(1000 + 2000 + 4000);
    expect(calls.count).toBe(4);
    expect(result.current.data?.applicationStatus).toBe('WAITING_FOR_CREDIT_REPULL');
    expect(result.current.attempt).toBe(0);
    // The new waiting status gets its own 14 polls, starting again at 1000 ms.
    await advance(999);
    expect(calls.count).toBe(4);
    await advance(1);
    expect(calls.count).toBe(5);
    await advance(120_000);
    expect(calls.count).toBe(4 + 14);
    expect(result.current.data?.applicationStatus).toBe('UNKNOWN');
  });
});
