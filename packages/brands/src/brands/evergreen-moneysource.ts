import { lightPartnerTheme } from '../themes/light-partner-theme.ts';
import { samplePartner } from './sample-partner.ts';

// Sample partner ("Terms of Use" company): facts below are invented sample data.
// Its interest-only product is age-restricted (62 and over, spec 02 section 9).
export const evergreenMoneysource = samplePartner({
  orgCode: 'EVERGREEN',
  orgBrand: 'evergreen',
  companyName: 'Evergreen Moneysource Mortgage Company',
  companyNameShort: 'Evergreen',
  companyAddress: '1000 Placeholder Avenue SE, Suite 200, Bellevue, WA 98004',
  nmlsNumber: '990104',
  supportPhoneNumber: { number: '8005550104' },
  ageRestrictedInterestOnly: true,
  licensedStates: ['WA', 'OR', 'ID', 'AK', 'CA', 'AZ', 'NV', 'UT', 'MT', 'CO', 'TX'],
  helocMinLoanAmount: 25_000,
  helocMaxLoanAmount: 300_000,
  helocMinRateWithNoDiscount: 8.49,
  helocMaxRateWithNoDiscount: 13.99,
  theme: lightPartnerTheme({ name: 'Evergreen', primary: '#1f5f3a', accent: '#c9a227', focus: '#2f9e44', mark: 'peak', radius: '8px', loaderAnimation: 'orbit' }),
});
