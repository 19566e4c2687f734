import { lightPartnerTheme } from '../themes/light-partner-theme.ts';
import { samplePartner } from './sample-partner.ts';

// Sample partner ("Terms of Use" company): facts below are invented sample data. No copyright year. Under
// regulator review: a New York property is refused with the spec's message (spec 02 section 5); it has no
// New York sister site to send the applicant to.
export const cmgMortgage = samplePartner({
  orgCode: 'CMG',
  orgBrand: 'cmg',
  companyName: 'CMG Mortgage, Inc.',
  companyNameShort: 'CMG',
  companyAddress: '3160 Demo Crow Canyon Road, Suite 400, San Ramon, CA 94583',
  nmlsNumber: '990103',
  supportPhoneNumber: { number: '8005550103' },
  showCopyrightYear: false,
  allowRegulatorReview: true,
  lenderImageKey: 'EOL',
  helocMinLoanAmount: 20_000,
  helocMaxLoanAmount: 350_000,
  helocMinRateWithNoDiscount: 8.99,
  helocMaxRateWithNoDiscount: 15.99,
  theme: lightPartnerTheme({
    name: 'CMG',
    primary: '#005a43',
    accent: '#8dc63f',
    focus: '#12b886',
    mark: 'leaf',
    radius: '12px',
    loaderAnimation: 'pulse',
    headingFont: 'Georgia, "Times New Roman", serif',
  }),
});
