import { readSandboxDelayMs, readVendorMode, UnknownVendorModeError } from '../sandbox-delay.ts';
import type { TPropertyRecords } from './property-records.ts';
import { createSandboxPropertyRecords } from './sandbox-property-records.ts';

export * from './property-records.ts';

/** Chooses the property-records provider by configuration; the sandbox is the default. */
export const createPropertyRecords = (env: NodeJS.ProcessEnv = process.env): TPropertyRecords => {
  const mode = readVendorMode(env);
  if (mode === 'sandbox') return createSandboxPropertyRecords(readSandboxDelayMs(env));
  throw new UnknownVendorModeError('property records', mode);
};
