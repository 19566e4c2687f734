import { getBrand, getMainBrand } from '@lintel/brands';
import type { TBrand } from '@lintel/domain';
import { getOrgCode } from '@/lib/org.ts';

/**
 * The brand for this page. It uses the same org code the api client sends as x-org (host mapping and
 * ?org via resolveOrgCode rules, remembered for the tab), so the look always matches the server's brand.
 */
export const resolvePageBrand = (orgCode: string = getOrgCode()): TBrand => getBrand(orgCode) ?? getMainBrand();
