import { UnknownVendorModeError, type TVendorOptions } from '../sandbox-delay.ts';
import type { TLienPayoff } from './lien-payoff.ts';
import { createSandboxLienPayoff } from './sandbox-lien-payoff.ts';

export * from './lien-payoff.ts';

/** Chooses the payoff-statement service by configuration; the sandbox is the default (and, so far, the only one). */
export const createLienPayoff = (options: TVendorOptions): TLienPayoff => {
  if (options.mode === 'sandbox') return createSandboxLienPayoff(options.delayMs);
  throw new UnknownVendorModeError('lien payoff', options.mode);
};
