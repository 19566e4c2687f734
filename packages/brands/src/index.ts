import { ZBrand, type TBrand } from '@lintel/domain';
import { lintel } from './brands/lintel.ts';
import { harborCreditUnion } from './brands/harbor-credit-union.ts';

export const MAIN_ORG_CODE = 'LINTEL';

const all: TBrand[] = [lintel, harborCreditUnion].map((brand) => ZBrand.parse(brand));
const byCode = new Map(all.map((b) => [b.orgCode, b]));

export const listBrands = (): readonly TBrand[] => all;
export const getBrand = (orgCode: string): TBrand | undefined => byCode.get(orgCode.toUpperCase());
export const isKnownOrg = (orgCode: string | undefined | null): boolean => !!orgCode && byCode.has(orgCode.toUpperCase());
