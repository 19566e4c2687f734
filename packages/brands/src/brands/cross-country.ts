import { lightPartnerTheme } from '../themes/light-partner-theme.ts';
import { samplePartner } from './sample-partner.ts';

// Sample partner ("Terms of Use" company): facts below are invented sample data. No copyright year.
export const crossCountry = samplePartner({
  orgCode: 'CROSS_COUNTRY',
  orgBrand: 'crosscountry',
  companyName: 'Cross Country Mortgage, LLC',
  companyNameShort: 'Cross Country',
  companyAddress: '6850 Sample Road, Brecksville, OH 44141',
  nmlsNumber: '990102',
  supportPhoneNumber: { number: '8005550102' },
  showCopyrightYear: false,
  helocMinLoanAmount: 30_000,
  helocMaxLoanAmount: 500_000,
  helocMinRateWithNoDiscount: 8.75,
  helocMaxRateWithNoDiscount: 16.25,
  theme: lightPartnerTheme({ name: 'Cross Country', primary: '#0b5394', accent: '#d9534f', focus: '#1c7ed6', mark: 'circle', radius: '0', loaderAnimation: 'ripple' }),
});
