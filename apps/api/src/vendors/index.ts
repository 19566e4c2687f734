import type { TVendorOptions } from './sandbox-delay.ts';
import { createCreditBureau, type TCreditBureau } from './credit-bureau/index.ts';
import { createPropertyRecords, type TPropertyRecords } from './property-records/index.ts';
import { createValuation, type TValuation } from './valuation/index.ts';
import { createIdentityCheck, type TIdentityCheck } from './identity-check/index.ts';
import { createLienPayoff, type TLienPayoff } from './lien-payoff/index.ts';

/** Every outside party the application engine talks to, chosen once at start-up. */
export type TVendors = {
  creditBureau: TCreditBureau;
  propertyRecords: TPropertyRecords;
  valuation: TValuation;
  identityCheck: TIdentityCheck;
  lienPayoff: TLienPayoff;
};

export const createVendors = (options: TVendorOptions): TVendors => ({
  creditBureau: createCreditBureau(options),
  propertyRecords: createPropertyRecords(options),
  valuation: createValuation(options),
  identityCheck: createIdentityCheck(options),
  lienPayoff: createLienPayoff(options),
});

export { VendorUnavailableError } from './vendor-unavailable-error.ts';

// One set per configuration (one per app): the sandboxes hold no connection, so sharing them is free.
const vendorsByConfig = new WeakMap<object, TVendors>();

/** The vendors the configuration chooses (VENDOR_MODE, SANDBOX_DELAY_MS), built once per app. */
export const vendorsFor = (config: { vendorMode: string; sandboxDelayMs: number }): TVendors => {
  let vendors = vendorsByConfig.get(config);
  if (!vendors) {
    vendors = createVendors({ mode: config.vendorMode, delayMs: config.sandboxDelayMs });
    vendorsByConfig.set(config, vendors);
  }
  return vendors;
};
