import { UnknownVendorModeError } from '../sandbox-delay.ts';
import type { TSmsSender } from './sms-sender.ts';
import { createSandboxSmsSender } from './sandbox-sms-sender.ts';

export * from './sms-sender.ts';

/** Chooses the text-message provider by VENDOR_MODE; the sandbox is the default and, so far, the only one. */
export const createSmsSender = (options: { mode: string }): TSmsSender => {
  if (options.mode === 'sandbox') return createSandboxSmsSender();
  throw new UnknownVendorModeError('text message', options.mode);
};
