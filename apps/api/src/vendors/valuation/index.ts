import { readSandboxDelayMs, readVendorMode, UnknownVendorModeError } from '../sandbox-delay.ts';
import { createSandboxValuation } from './sandbox-valuation.ts';
import type { TValuation } from './valuation.ts';

export * from './valuation.ts';

/** Chooses the valuation provider by configuration; the sandbox is the default. */
export const createValuation = (env: NodeJS.ProcessEnv = process.env): TValuation => {
  const mode = readVendorMode(env);
  if (mode === 'sandbox') return createSandboxValuation(readSandboxDelayMs(env));
  throw new UnknownVendorModeError('valuation', mode);
};
