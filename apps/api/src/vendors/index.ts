import { readVendorOptions, type TVendorOptions } from './sandbox-delay.ts';
import { createCreditBureau, type TCreditBureau } from './credit-bureau/index.ts';
import { createPropertyRecords, type TPropertyRecords } from './property-records/index.ts';
import { createValuation, type TValuation } from './valuation/index.ts';

/** Every outside party the application engine talks to, chosen once at start-up. */
export type TVendors = { creditBureau: TCreditBureau; propertyRecords: TPropertyRecords; valuation: TValuation };

export const createVendors = (options: TVendorOptions = readVendorOptions()): TVendors => ({
  creditBureau: createCreditBureau(options),
  propertyRecords: createPropertyRecords(options),
  valuation: createValuation(options),
});

export { VendorUnavailableError } from './vendor-unavailable-error.ts';
