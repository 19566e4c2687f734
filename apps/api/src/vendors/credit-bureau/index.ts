import { UnknownVendorModeError, type TVendorOptions } from '../sandbox-delay.ts';
import type { TCreditBureau } from './credit-bureau.ts';
import { createSandboxCreditBureau } from './sandbox-credit-bureau.ts';

export * from './credit-bureau.ts';

/** Chooses the credit bureau by configuration; the sandbox is the default (and, so far, the only one). */
export const createCreditBureau = (options: TVendorOptions): TCreditBureau => {
  const { mode, delayMs } = options;
  if (mode === 'sandbox') return createSandboxCreditBureau(delayMs);
  throw new UnknownVendorModeError('credit bureau', mode);
};
