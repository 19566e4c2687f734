import { lightPartnerTheme } from '../themes/light-partner-theme.ts';
import { samplePartner } from './sample-partner.ts';

// Sample partner ("Terms of Use" company): facts below are invented sample data. It configures no privacy
// address, so its footer links the product's own /privacy page.
export const guaranteedRateAffinity = samplePartner({
  orgCode: 'GUARANTEED_RATE_AFFINITY',
  orgBrand: 'affinity',
  companyName: 'Guaranteed Rate Affinity, LLC',
  companyNameShort: 'GR Affinity',
  companyAddress: '1800 Demo Tower Road, Suite 500, Schaumburg, IL 60173',
  nmlsNumber: '990107',
  supportPhoneNumber: { number: '8005550107' },
  privacyPolicyUrl: null,
  helocMinLoanAmount: 25_000,
  helocMaxLoanAmount: 375_000,
  helocMinRateWithNoDiscount: 8.35,
  helocMaxRateWithNoDiscount: 15.35,
  theme: lightPartnerTheme({
    name: 'GR Affinity',
    primary: '#5b2a86',
    accent: '#f2a900',
    focus: '#7048e8',
    mark: 'arch',
    radius: '16px',
    loaderAnimation: 'ripple',
    headingFont: '"Palatino Linotype", Palatino, Georgia, serif',
  }),
});
