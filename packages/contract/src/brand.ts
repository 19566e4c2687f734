import { z } from 'zod/mini';
import { ZBrand, ZOrgCode, ZOrgMetaData, ZOrgPricingEntry } from '@lintel/domain';

/** GET /service-application/external/api/v1/heloc/state-licenses?orgCode= (spec 02 section 7). */
export const STATE_LICENSES_PATH = '/service-application/external/api/v1/heloc/state-licenses';

export const ZStateLicensesQuery = z.object({
  orgCode: z.string({ error: 'orgCode is required' }).check(z.trim(), z.minLength(1, 'orgCode is required')),
});
export type TStateLicensesQuery = z.infer<typeof ZStateLicensesQuery>;

export const ZStateLicense = z.object({ abbrev: z.string(), name: z.string() });
export type TStateLicense = z.infer<typeof ZStateLicense>;

/** The organisation's licensed states, sorted by name case-insensitively for the footer. */
export const ZStateLicensesResponse = z.array(ZStateLicense);
export type TStateLicensesResponse = z.infer<typeof ZStateLicensesResponse>;

/** GET /service-brand/external/api/v1/organization?orgCode= : the page-level Organisation info (spec 03 section 3). */
export const ORGANIZATION_PATH = '/service-brand/external/api/v1/organization';

/** orgCode is optional: without it the request's own x-org organisation is described. */
export const ZOrganizationQuery = z.object({ orgCode: z.optional(z.string().check(z.trim(), z.minLength(1))) });
export type TOrganizationQuery = z.infer<typeof ZOrganizationQuery>;

/**
 * Everything public the web needs about an organisation: the spec's Organisation info fields, the full
 * brand config (footer facts, theme tokens, limits) and the derived legal document name. Brands hold no
 * secrets; nothing private is added here.
 */
export const ZOrganizationInfo = z.object({
  orgCode: ZOrgCode,
  canonicalOrgCode: ZOrgCode,
  orgBrand: z.string(),
  baseUrl: z.string(),
  orgMetaData: ZOrgMetaData,
  orgPricingData: z.array(ZOrgPricingEntry),
  brandConfig: ZBrand,
  legalDocumentName: z.enum(['Terms of Use', 'Terms of Service']),
});
export type TOrganizationInfo = z.infer<typeof ZOrganizationInfo>;
