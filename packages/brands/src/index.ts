import type { TBrand } from '@lintel/domain';
import { BRAND_REGISTRY } from './brand-registry.ts';
import { findStateSiteRedirect, type TStateSiteRedirect } from './state-site-redirect.ts';

export { BrandConfigError, loadBrands } from './load-brands.ts';
export { getPricing, ZPricingConfig, type TPricingConfig } from './pricing/index.ts';

/** The platform's own brand (spec 04 section 2); the default for unknown hosts. */
export const MAIN_ORG_CODE = 'LINTEL';

const all: readonly TBrand[] = BRAND_REGISTRY;
const byCode = new Map(all.map((b) => [b.orgCode, b]));
const byHostPrefix = new Map(all.flatMap((b) => b.hostPrefixes.map((prefix) => [prefix, b.orgCode] as const)));

export const listBrands = (): readonly TBrand[] => all;
export const getBrand = (orgCode: string): TBrand | undefined => byCode.get(orgCode.trim().toUpperCase());
export const isKnownOrg = (orgCode: string | undefined | null): boolean => !!orgCode && byCode.has(orgCode.trim().toUpperCase());

/** The main brand, always present (the registry test guarantees it). */
export const getMainBrand = (): TBrand => byCode.get(MAIN_ORG_CODE)!;

/**
 * The brand chosen by the host name (spec 03 section 9): the first label of the host, e.g. "harbor" in
 * harbor.lintel.example, or its part before a dash for environment hosts like "harbor-staging". Unknown
 * hosts (localhost, IP addresses) get the main brand.
 */
export const orgCodeForHost = (hostname: string): string => {
  const firstLabel = hostname.trim().toLowerCase().replace(/\.$/, '').split('.')[0] ?? '';
  if (/^\d+$/.test(firstLabel)) return MAIN_ORG_CODE;
  const exact = byHostPrefix.get(firstLabel);
  if (exact) return exact;
  const beforeDash = byHostPrefix.get(firstLabel.split('-')[0] ?? '');
  return beforeDash ?? MAIN_ORG_CODE;
};

/** The brand for a page: a known ?org value wins over the host (spec 01 section 1). */
export const resolveOrgCode = ({ hostname, orgQuery }: { hostname: string; orgQuery?: string | null }): string =>
  orgQuery && isKnownOrg(orgQuery) ? orgQuery.trim().toUpperCase() : orgCodeForHost(hostname);

/** Where to send an applicant whose property state this site's brand does not serve (the NY modal), or null. */
export const stateSiteRedirect = (options: { orgCode: string; propertyState: string }): TStateSiteRedirect | null =>
  findStateSiteRedirect(all, options);
export type { TStateSiteRedirect };
