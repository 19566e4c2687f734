import { americanPacificMortgage } from './brands/american-pacific-mortgage.ts';
import { cmgMortgage } from './brands/cmg-mortgage.ts';
import { crossCountry } from './brands/cross-country.ts';
import { evergreenMoneysource } from './brands/evergreen-moneysource.ts';
import { fairway } from './brands/fairway.ts';
import { guaranteedRate } from './brands/guaranteed-rate.ts';
import { guaranteedRateAffinity } from './brands/guaranteed-rate-affinity.ts';
import { harborCreditUnion } from './brands/harbor-credit-union.ts';
import { lintel } from './brands/lintel.ts';
import { lintelNy } from './brands/lintel-ny.ts';
import { lintelWholesale } from './brands/lintel-wholesale.ts';
import { summitInvestor } from './brands/summit-investor.ts';

/** Every brand data file, by file name, so a load error can point at the file to fix. Add new brands here. */
export const BRAND_FILES: Readonly<Record<string, unknown>> = {
  'lintel.ts': lintel,
  'lintel-ny.ts': lintelNy,
  'lintel-wholesale.ts': lintelWholesale,
  'american-pacific-mortgage.ts': americanPacificMortgage,
  'cross-country.ts': crossCountry,
  'cmg-mortgage.ts': cmgMortgage,
  'evergreen-moneysource.ts': evergreenMoneysource,
  'fairway.ts': fairway,
  'guaranteed-rate.ts': guaranteedRate,
  'guaranteed-rate-affinity.ts': guaranteedRateAffinity,
  'harbor-credit-union.ts': harborCreditUnion,
  'summit-investor.ts': summitInvestor,
};
