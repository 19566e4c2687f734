import type { Db } from '../../platform/database.ts';

/**
 * Whether a condition is one of the application's, as the uploader sees them: `signerUuid` null for the primary's
 * conditions, an additional signer's uuid for that signer's, absent for any (an agent).
 */
export type TUploadConditionCheck = (options: {
  db: Db;
  applicationUuid: string;
  conditionUuid: string;
  signerUuid?: string | null | undefined;
}) => Promise<boolean>;

/**
 * The conditions module owns the conditions and imports this module (an upload answers a condition), so it
 * cannot be imported from here (an import cycle): it hands over its check when it loads (conditions/index.ts,
 * decision 079, the way signers hand the application module its reader in decision 076).
 */
let checkCondition: TUploadConditionCheck | undefined;

export const provideUploadConditionCheck = (check: TUploadConditionCheck): void => {
  checkCondition = check;
};

export const isUploadConditionOf: TUploadConditionCheck = async (options) => {
  if (!checkCondition)
    throw new Error('the conditions module has not provided its check (import modules/conditions/index.ts)');
  return checkCondition(options);
};
