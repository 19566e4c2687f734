import { legalDocumentName } from '@lintel/domain';
import type { TOrganizationInfo } from '@lintel/contract';
import { findBrand } from './find-brand.ts';

/** The public Organisation info of spec 03 section 3 plus the brand config the web renders. */
export const describeOrganization = ({ orgCode }: { orgCode: string }): TOrganizationInfo => {
  const brand = findBrand({ orgCode });
  return {
    orgCode: brand.orgCode,
    canonicalOrgCode: brand.canonicalOrgCode,
    orgBrand: brand.orgBrand,
    baseUrl: brand.baseUrl,
    orgMetaData: brand.orgMetaData,
    orgPricingData: brand.orgPricingData,
    brandConfig: brand,
    legalDocumentName: legalDocumentName(brand),
  };
};
