import { UnknownVendorModeError, type TVendorOptions } from '../sandbox-delay.ts';
import { createSandboxValuation } from './sandbox-valuation.ts';
import type { TValuation } from './valuation.ts';

export * from './valuation.ts';

/** Chooses the valuation provider by configuration; the sandbox is the default. */
export const createValuation = (options: TVendorOptions): TValuation => {
  const { mode, delayMs } = options;
  if (mode === 'sandbox') return createSandboxValuation(delayMs);
  throw new UnknownVendorModeError('valuation', mode);
};
