import { readSandboxDelayMs, readVendorMode, UnknownVendorModeError } from '../sandbox-delay.ts';
import type { TCreditBureau } from './credit-bureau.ts';
import { createSandboxCreditBureau } from './sandbox-credit-bureau.ts';

export * from './credit-bureau.ts';

/** Chooses the credit bureau by configuration; the sandbox is the default (and, so far, the only one). */
export const createCreditBureau = (env: NodeJS.ProcessEnv = process.env): TCreditBureau => {
  const mode = readVendorMode(env);
  if (mode === 'sandbox') return createSandboxCreditBureau(readSandboxDelayMs(env));
  throw new UnknownVendorModeError('credit bureau', mode);
};
