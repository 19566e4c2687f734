import { getBrand } from '@lintel/brands';
import type { TBrand } from '@lintel/domain';
import { badRequest, MESSAGES } from '../../platform/http-error.ts';

/** Spec 03 section 8 "Organisation info missing". */
export const UNKNOWN_ORG_CODE = `${MESSAGES.noPrivateLabelData}: unknown organization code`;

/** The registry's brand for an org code from a query; an unknown code is the caller's mistake (400). */
export const findBrand = ({ orgCode }: { orgCode: string }): TBrand => {
  const brand = getBrand(orgCode);
  if (!brand) throw badRequest(UNKNOWN_ORG_CODE);
  return brand;
};
