import { lightPartnerTheme } from '../themes/light-partner-theme.ts';
import { samplePartner } from './sample-partner.ts';

// Sample partner ("Terms of Use" company): facts below are invented sample data. The brand whose footer
// carries the Illinois community reinvestment notice (spec 02 section 2).
export const guaranteedRate = samplePartner({
  orgCode: 'GUARANTEED_RATE',
  orgBrand: 'rate',
  companyName: 'Guaranteed Rate, Inc.',
  companyNameShort: 'Guaranteed Rate',
  companyAddress: '3940 Example Ravenswood Avenue, Chicago, IL 60613',
  nmlsNumber: '990106',
  supportPhoneNumber: { number: '8005550106' },
  showIllinoisCommunityReinvestmentNotice: true,
  regulatorNotices: ['Illinois Residential Mortgage Licensee (sample licence number MB.0000000).'],
  helocMinLoanAmount: 20_000,
  helocMaxLoanAmount: 500_000,
  helocMinRateWithNoDiscount: 7.99,
  helocMaxRateWithNoDiscount: 15.49,
  theme: lightPartnerTheme({ name: 'Guaranteed Rate', primary: '#b00d23', accent: '#1b365d', focus: '#1971c2', mark: 'square', radius: '6px', loaderAnimation: 'pulse' }),
});
