import { getBrand } from '@lintel/brands';
import type { TBrand } from '@lintel/domain';
import { badRequest } from '../../platform/http-error.ts';

export const UNKNOWN_ORG_CODE = 'Unknown organization code';

/** The registry's brand for an org code from a query; an unknown code is the caller's mistake (400). */
export const findBrand = ({ orgCode }: { orgCode: string }): TBrand => {
  const brand = getBrand(orgCode);
  if (!brand) throw badRequest(UNKNOWN_ORG_CODE);
  return brand;
};
