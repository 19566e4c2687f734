import type { TBrand } from '@lintel/domain';

const isLicensedIn = (brand: TBrand, state: string): boolean => (brand.licensedStates as readonly string[]).includes(state);

export type TStateSiteRedirect = { orgCode: string; companyNameShort: string; registerUrl: string };

/**
 * The New York modal's target (spec 02 section 2): when this site's brand is not licensed in the property's
 * state but a sibling brand of the same family is (LINTEL -> LINTEL_NY for a New York property, and the
 * reverse), the register page there; otherwise null. The family's canonical brand is preferred.
 */
export const findStateSiteRedirect = (
  brands: readonly TBrand[],
  { orgCode, propertyState }: { orgCode: string; propertyState: string },
): TStateSiteRedirect | null => {
  const current = brands.find((b) => b.orgCode === orgCode.toUpperCase());
  const state = propertyState.toUpperCase();
  if (!current || isLicensedIn(current, state)) return null;
  const siblings = brands
    .filter((b) => b.canonicalOrgCode === current.canonicalOrgCode && b.orgCode !== current.orgCode && isLicensedIn(b, state))
    .sort((a, b) => Number(b.orgCode === b.canonicalOrgCode) - Number(a.orgCode === a.canonicalOrgCode));
  const target = siblings[0];
  if (!target) return null;
  return { orgCode: target.orgCode, companyNameShort: target.companyNameShort, registerUrl: `${target.baseUrl.replace(/\/$/, '')}/account/heloc/register` };
};
