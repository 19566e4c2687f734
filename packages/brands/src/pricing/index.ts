import { creditUnionPricing } from './credit-union-pricing.ts';
import { ZPricingConfig, type TPricingConfig } from './pricing-schema.ts';
import { standardPricing } from './standard-pricing.ts';

export { ZPricingConfig, type TPricingConfig } from './pricing-schema.ts';

/** Brands with pricing of their own; every other brand prices with the standard configuration. */
const PRICING_BY_ORG: Readonly<Record<string, TPricingConfig>> = {
  HARBOR_CU: creditUnionPricing,
};

// Validated once at load, like the brand files: a broken pricing file stops the start-up.
const validated = new Map<string, TPricingConfig>(
  Object.entries({ ...PRICING_BY_ORG, '*': standardPricing }).map(([org, config]) => [
    org,
    ZPricingConfig.parse(config),
  ]),
);

/** The pricing configuration of a brand (by org code). */
export const getPricing = (orgCode: string): TPricingConfig =>
  validated.get(orgCode.trim().toUpperCase()) ?? validated.get('*')!;
