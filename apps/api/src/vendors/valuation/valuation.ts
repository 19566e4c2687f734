/** Automated valuation (AVM) and broker price opinion (BPO) of the property (spec 04 section 4). */

export type TValuationAddress = { street1: string; street2?: string | null; city: string; state: string; zip: string };

/** Value in whole cents; confidence 0 to 100 (the AVM's own confidence score). */
export type TAvmResult =
  | { outcome: 'VALUED'; value: number; confidence: number; valuationId: string }
  | { outcome: 'NO_AVM' };

export type TBpoOrder = { orderId: string; orderedAt: Date };

export type TBpoResult =
  | { status: 'BPO_PROCESSING'; orderId: string }
  | { status: 'BPO_COMPLETE'; orderId: string; value: number; propertyCondition: 'AVERAGE' | 'GOOD' | 'EXCELLENT' };

export type TValuation = {
  estimateValue(address: TValuationAddress): Promise<TAvmResult>;
  orderBrokerPriceOpinion(request: { address: TValuationAddress; now: Date }): Promise<TBpoOrder>;
  /** `now` is the simulated clock: the opinion comes back after a fixed turnaround on that clock. */
  fetchBrokerPriceOpinion(request: { address: TValuationAddress; order: TBpoOrder; now: Date }): Promise<TBpoResult>;
};

/** Sandbox BPO turnaround on the simulated clock: two days, as a field agent's visit would take. */
export const SANDBOX_BPO_TURNAROUND_MS = 2 * 24 * 60 * 60 * 1000;
