import { lightPartnerTheme } from '../themes/light-partner-theme.ts';
import { samplePartner } from './sample-partner.ts';

// Sample partner ("Terms of Use" company, spec 02 section 6): facts below are invented sample data.
export const americanPacificMortgage = samplePartner({
  orgCode: 'APMC',
  orgBrand: 'apmc',
  companyName: 'American Pacific Mortgage Corporation',
  companyNameShort: 'APM',
  companyAddress: '1200 Example Parkway, Suite 300, Roseville, CA 95661',
  nmlsNumber: '990101',
  supportPhoneNumber: { number: '8005550101' },
  additionalUrls: [
    { type: 'ACCESSIBILITY', url: 'https://apmc.lintel.example/accessibility', name: 'Accessibility Statement' },
    { type: 'CCPA', url: 'https://apmc.lintel.example/ccpa', name: 'California Privacy Notice' },
  ],
  helocMinLoanAmount: 25_000,
  helocMaxLoanAmount: 450_000,
  helocMinRateWithNoDiscount: 8.25,
  helocMaxRateWithNoDiscount: 14.75,
  theme: lightPartnerTheme({ name: 'APM', primary: '#1d3f72', accent: '#e0a526', focus: '#2f6fd6', mark: 'square', radius: '6px', loaderAnimation: 'pulse' }),
});
