import { createCreditBureau, type TCreditBureau } from './credit-bureau/index.ts';
import { createPropertyRecords, type TPropertyRecords } from './property-records/index.ts';
import { createValuation, type TValuation } from './valuation/index.ts';

/** Every outside party the application engine talks to, chosen once at start-up. */
export type TVendors = { creditBureau: TCreditBureau; propertyRecords: TPropertyRecords; valuation: TValuation };

export const createVendors = (env: NodeJS.ProcessEnv = process.env): TVendors => ({
  creditBureau: createCreditBureau(env),
  propertyRecords: createPropertyRecords(env),
  valuation: createValuation(env),
});
