import { REGULATOR_REVIEW_BLOCKED_STATE, ZBrand, type TBrand } from '@lintel/domain';

/** A brand file failed validation; the message names the file, the brand and each bad field. */
export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

const describeBrand = (fileName: string, data: unknown): string => {
  const orgCode = typeof data === 'object' && data !== null ? (data as { orgCode?: unknown }).orgCode : undefined;
  return typeof orgCode === 'string' ? `Brand ${orgCode} (${fileName})` : `Brand file ${fileName}`;
};

/**
 * Parses every brand file with the brand schema and checks the registry as a whole (unique org codes and
 * host prefixes, canonical codes that exist), and that no brand refuses, under regulator review, the state
 * it is licensed in (spec 02 section 5). Throws at start-up rather than serving a broken brand.
 */
export const loadBrands = (files: Readonly<Record<string, unknown>>): TBrand[] => {
  const brands = Object.entries(files).map(([fileName, data]) => {
    const result = ZBrand.safeParse(data);
    if (!result.success) {
      const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      throw new BrandConfigError(`${describeBrand(fileName, data)} is invalid: ${fields.join('; ')}`);
    }
    return result.data;
  });

  const seenCodes = new Set<string>();
  const seenPrefixes = new Map<string, string>();
  for (const brand of brands) {
    if (seenCodes.has(brand.orgCode)) throw new BrandConfigError(`Brand ${brand.orgCode} is defined twice: orgCode must be unique`);
    seenCodes.add(brand.orgCode);
    for (const prefix of brand.hostPrefixes) {
      const owner = seenPrefixes.get(prefix);
      if (owner)
        throw new BrandConfigError(`Brand ${brand.orgCode} is invalid: hostPrefixes: "${prefix}" is already used by ${owner}`);
      seenPrefixes.set(prefix, brand.orgCode);
    }
  }
  for (const brand of brands)
    if (!seenCodes.has(brand.canonicalOrgCode))
      throw new BrandConfigError(`Brand ${brand.orgCode} is invalid: canonicalOrgCode: ${brand.canonicalOrgCode} is not a known brand`);
  const blocked = REGULATOR_REVIEW_BLOCKED_STATE;
  for (const brand of brands)
    if (brand.allowRegulatorReview && (brand.licensedStates as readonly string[]).includes(blocked))
      throw new BrandConfigError(
        `Brand ${brand.orgCode} is invalid: allowRegulatorReview: it refuses ${blocked} properties, yet ${blocked} is one of its licensedStates`,
      );
  return brands;
};
