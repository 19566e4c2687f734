import { describe, expect, it } from 'vitest';
import {
  estimateSandboxValue,
  fetchSandboxBrokerPriceOpinion,
  orderSandboxBrokerPriceOpinion,
} from '../../src/vendors/valuation/sandbox-valuation.ts';
import { SANDBOX_BPO_TURNAROUND_MS } from '../../src/vendors/valuation/valuation.ts';

const address = (street1: string) => ({ street1, city: 'Austin', state: 'TX', zip: '78701' });

describe('sandbox valuation', () => {
  it('values an ordinary address the same way every time, in range, with a confidence', () => {
    const first = estimateSandboxValue(address('12 Main St'));
    expect(first).toEqual(estimateSandboxValue(address('12 Main St')));
    if (first.outcome !== 'VALUED') throw new Error('expected a valuation');
    expect(first.value).toBeGreaterThanOrEqual(350_000_00);
    expect(first.value).toBeLessThanOrEqual(1_200_000_00);
    expect(first.confidence).toBeGreaterThanOrEqual(70);
    expect(first.confidence).toBeLessThanOrEqual(98);
  });

  it('has no automated valuation for a street starting "3 Noavm"', () => {
    expect(estimateSandboxValue(address('3 Noavm Rd')).outcome).toBe('NO_AVM');
  });

  it('completes a broker price opinion only after the turnaround on the simulated clock', () => {
    const orderedAt = new Date('2026-01-10T12:00:00Z');
    const order = orderSandboxBrokerPriceOpinion(address('3 Noavm Rd'), orderedAt);
    const early = fetchSandboxBrokerPriceOpinion(address('3 Noavm Rd'), order, new Date(orderedAt.getTime() + 1000));
    expect(early.status).toBe('BPO_PROCESSING');
    const later = new Date(orderedAt.getTime() + SANDBOX_BPO_TURNAROUND_MS);
    const done = fetchSandboxBrokerPriceOpinion(address('3 Noavm Rd'), order, later);
    expect(done.status).toBe('BPO_COMPLETE');
    if (done.status === 'BPO_COMPLETE') expect(done.value).toBeGreaterThan(0);
  });
});
