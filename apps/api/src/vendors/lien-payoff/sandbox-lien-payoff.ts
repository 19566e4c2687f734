import { createHash } from 'node:crypto';
import { waitSandboxDelay } from '../sandbox-delay.ts';
import type { TLienPayoff } from './lien-payoff.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deterministic: the payoff is the reported balance plus 30 days of interest at 8 % a year (lenders quote
 * ahead to cover the time until funding), good for 30 days from the request.
 */
export const createSandboxLienPayoff = (delayMs: number): TLienPayoff => ({
  requestPayoff: async (request) => {
    await waitSandboxDelay(delayMs);
    const perDiemCents = Math.round((request.reportedBalanceCents * 0.08) / 365);
    return {
      creditorName: request.creditorName,
      payoffAmountCents: request.reportedBalanceCents + perDiemCents * 30,
      perDiemCents,
      goodThrough: new Date(request.requestedAt.getTime() + 30 * DAY_MS),
      reference: `sbx-payoff-${createHash('sha256').update(`${request.creditorName}:${request.reportedBalanceCents}`).digest('hex').slice(0, 12)}`,
    };
  },
});
