import { UnknownVendorModeError, type TVendorOptions } from '../sandbox-delay.ts';
import type { TPropertyRecords } from './property-records.ts';
import { createSandboxPropertyRecords } from './sandbox-property-records.ts';

export * from './property-records.ts';

/** Chooses the property-records provider by configuration; the sandbox is the default. */
export const createPropertyRecords = (options: TVendorOptions): TPropertyRecords => {
  const { mode, delayMs } = options;
  if (mode === 'sandbox') return createSandboxPropertyRecords(delayMs);
  throw new UnknownVendorModeError('property records', mode);
};
