import type { TFeatureFlagKey, TFlagVariables } from '@lintel/contract';

/** The maintenance page texts of spec 01 section 8, used when the flag gives no message of its own. */
export const MAINTENANCE_DEFAULT_VARIABLES = {
  routes: [] as string[],
  pageTitle: 'Scheduled Maintenance',
  message: 'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
  shouldShowDashboardLink: true,
};

/**
 * Every organisation starts with these (spec 03 section 7's fixed key list). On: what the product
 * needs to work as specified (the 2025 redesign, chat, SMS transactional consent, additional-signer
 * conditions, back of ID, the New York modal and FCRA notice). Off: dated notices, maintenance and
 * experiments that an agent switches on deliberately.
 */
export const DEFAULT_FLAGS: ReadonlyArray<{ key: TFeatureFlagKey; enabled: boolean; variables: TFlagVariables }> = [
  { key: 'fe-heloc-additional-signer-conditions', enabled: true, variables: {} },
  { key: 'fe-heloc-back-of-id', enabled: true, variables: {} },
  { key: 'fe-heloc-business-iv', enabled: false, variables: {} },
  { key: 'fe-heloc-business-purpose', enabled: false, variables: {} },
  { key: 'fe-heloc-ca-fires-01-07-2025', enabled: false, variables: {} },
  { key: 'fe-heloc-company-covers-appraisal', enabled: false, variables: {} },
  { key: 'fe-heloc-dc-fp7', enabled: false, variables: {} },
  { key: 'fe-heloc-figure-ny-modal', enabled: true, variables: {} },
  { key: 'fe-heloc-irs-maintenance', enabled: false, variables: {} },
  { key: 'fe-heloc-maintenance', enabled: false, variables: MAINTENANCE_DEFAULT_VARIABLES },
  { key: 'fe-heloc-multi-page-product-select', enabled: false, variables: {} },
  { key: 'fe-heloc-ny-fcra', enabled: true, variables: {} },
  { key: 'fe-heloc-rate-buy-down', enabled: false, variables: {} },
  { key: 'fe-heloc-redesign-2025', enabled: true, variables: {} },
  { key: 'fe-heloc-self-employ-tax-verification', enabled: false, variables: {} },
  { key: 'fe-heloc-sms-transactional-consent', enabled: true, variables: {} },
  { key: 'fe-webchat', enabled: true, variables: {} },
];
