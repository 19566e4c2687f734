import type { TBrand } from '@lintel/domain';

export const lintel: TBrand = {
  orgCode: 'LINTEL',
  companyName: 'Lintel Lending, LLC',
  companyNameShort: 'Lintel',
  companyProduct: 'Lintel Home Equity Line',
};
