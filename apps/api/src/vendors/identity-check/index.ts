import { UnknownVendorModeError, type TVendorOptions } from '../sandbox-delay.ts';
import type { TIdentityCheck } from './identity-check.ts';
import { createSandboxIdentityCheck } from './sandbox-identity-check.ts';

export * from './identity-check.ts';

/** Chooses the identity check by configuration; the sandbox is the default (and, so far, the only one). */
export const createIdentityCheck = (options: TVendorOptions): TIdentityCheck => {
  if (options.mode === 'sandbox') return createSandboxIdentityCheck(options.delayMs);
  throw new UnknownVendorModeError('identity check', options.mode);
};
