import type { TBrand } from '@lintel/domain';

// Sample partner: company facts are sample data.
export const harborCreditUnion: TBrand = {
  orgCode: 'HARBOR_CU',
  companyName: 'Harbor Federal Credit Union',
  companyNameShort: 'Harbor FCU',
  companyProduct: 'Harbor Home Equity Line',
};
