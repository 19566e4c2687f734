import { waitSandboxDelay } from '../sandbox-delay.ts';
import { hashToUnit, pickInRange, sandboxHomeValue } from '../sandbox-seed.ts';
import {
  SANDBOX_BPO_TURNAROUND_MS,
  type TAvmResult,
  type TBpoOrder,
  type TBpoResult,
  type TValuation,
  type TValuationAddress,
} from './valuation.ts';

const idFor = (prefix: string, address: TValuationAddress): string =>
  `${prefix}-${Math.floor(hashToUnit(prefix, address.street1, address.zip) * 1e10)
    .toString()
    .padStart(10, '0')}`;

/**
 * The deterministic AVM of spec 04 section 4: a street1 starting "3 Noavm" has no automated
 * valuation (the broker-price-opinion path); any other address is valued from $350,000 to
 * $1,200,000 with a confidence from 70 to 98, both derived from the address.
 */
export const estimateSandboxValue = (address: TValuationAddress): TAvmResult => {
  if (address.street1.trim().toLowerCase().startsWith('3 noavm')) return { outcome: 'NO_AVM' };
  return {
    outcome: 'VALUED',
    value: sandboxHomeValue(address) * 100,
    confidence: pickInRange(70, 98, 1, 'avm-confidence', address.street1, address.zip),
    valuationId: idFor('AVM', address),
  };
};

export const orderSandboxBrokerPriceOpinion = (address: TValuationAddress, now: Date): TBpoOrder => ({
  orderId: idFor('BPO', address),
  orderedAt: now,
});

/** Processing until the turnaround has passed on the simulated clock, then complete with a value. */
export const fetchSandboxBrokerPriceOpinion = (address: TValuationAddress, order: TBpoOrder, now: Date): TBpoResult => {
  if (now.getTime() - order.orderedAt.getTime() < SANDBOX_BPO_TURNAROUND_MS) {
    return { status: 'BPO_PROCESSING', orderId: order.orderId };
  }
  return {
    status: 'BPO_COMPLETE',
    orderId: order.orderId,
    value: sandboxHomeValue(address) * 100,
    propertyCondition: (['AVERAGE', 'GOOD', 'EXCELLENT'] as const)[Math.floor(hashToUnit('condition', address.street1) * 3)] ?? 'GOOD',
  };
};

export const createSandboxValuation = (delayMs: number): TValuation => ({
  async estimateValue(address) {
    await waitSandboxDelay(delayMs);
    return estimateSandboxValue(address);
  },
  async orderBrokerPriceOpinion({ address, now }) {
    await waitSandboxDelay(delayMs);
    return orderSandboxBrokerPriceOpinion(address, now);
  },
  async fetchBrokerPriceOpinion({ address, order, now }) {
    await waitSandboxDelay(delayMs);
    return fetchSandboxBrokerPriceOpinion(address, order, now);
  },
});
