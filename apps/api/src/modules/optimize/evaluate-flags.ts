import { GrowthBook, type ConditionInterface, type FeatureDefinition } from '@growthbook/growthbook';
import type { TFlagDecision, TFlagVariables, TOptimizeUser } from '@lintel/contract';
import type { TFeatureFlagRow } from './tables.ts';

type TFlagValue = { enabled: boolean; variables: TFlagVariables };

/**
 * A stored definition as a GrowthBook feature: each rule forces its value when its condition matches,
 * and a rule with coverage applies to that share of trackers, hashed on trackerId (with the flag key
 * as seed), so the same tracker always gets the same answer in every process.
 */
const toFeatureDefinition = (row: TFeatureFlagRow): FeatureDefinition<TFlagValue> => ({
  defaultValue: { enabled: row.enabled, variables: row.variables },
  rules: row.rules.map((rule) => ({
    // The contract checked it is an object; GrowthBook evaluates its operators.
    ...(rule.condition ? { condition: rule.condition as ConditionInterface } : {}),
    ...(rule.coverage !== undefined ? { coverage: rule.coverage, hashAttribute: 'trackerId' } : {}),
    force: { enabled: rule.enabled, variables: rule.variables ?? row.variables },
  })),
});

/**
 * The attributes rules see: what the client sent, then what the server knows and the client may not
 * override (the organisation of the x-org header, the caller's identity).
 */
export const buildFlagAttributes = (options: { optimizeUser: TOptimizeUser; organizationCode: string; identityUuid: string | undefined }) => {
  const { optimizeUser, organizationCode, identityUuid } = options;
  return {
    ...optimizeUser.attributes,
    ...(optimizeUser.trackerId ? { trackerId: optimizeUser.trackerId } : {}),
    ...(identityUuid ? { identityUuid } : {}),
    organization: organizationCode,
    orgCode: organizationCode,
  };
};

/** Decides every given flag for one set of attributes with the GrowthBook SDK (no network: definitions are ours). */
export const evaluateFlags = (options: { rows: TFeatureFlagRow[]; attributes: Record<string, unknown> }): TFlagDecision[] => {
  const features = Object.fromEntries(options.rows.map((row) => [row.key, toFeatureDefinition(row)]));
  const growthbook = new GrowthBook<Record<string, TFlagValue>>({ features, attributes: options.attributes });
  try {
    return options.rows.map((row) => {
      const value = growthbook.evalFeature<TFlagValue>(row.key).value ?? { enabled: false, variables: {} };
      return { key: row.key, enabled: value.enabled, variables: value.variables };
    });
  } finally {
    growthbook.destroy();
  }
};
