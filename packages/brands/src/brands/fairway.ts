import { lightPartnerTheme } from '../themes/light-partner-theme.ts';
import { samplePartner } from './sample-partner.ts';

// Sample partner ("Terms of Use" company): facts below are invented sample data. It configures no terms
// address, so its footer links the product's own /terms page; it adds extra footer links.
export const fairway = samplePartner({
  orgCode: 'FAIRWAY',
  orgBrand: 'fairway',
  companyName: 'Fairway Independent Mortgage Corporation',
  companyNameShort: 'Fairway',
  companyAddress: '4750 Sample Boulevard, Madison, WI 53718',
  nmlsNumber: '990105',
  supportPhoneNumber: { number: '8005550105' },
  termsOfUseUrl: null,
  forSaleWithinSixMonths: true,
  additionalUrls: [
    { type: 'NMLS_LICENSES', url: 'https://fairway.lintel.example/licensing', name: 'State Licensing' },
    { type: 'ACCESSIBILITY', url: 'https://fairway.lintel.example/accessibility', name: 'Accessibility' },
    { type: 'DO_NOT_SELL', url: 'https://fairway.lintel.example/privacy-choices', name: 'Your Privacy Choices' },
  ],
  helocMinLoanAmount: 15_000,
  helocMaxLoanAmount: 400_000,
  helocMinRateWithNoDiscount: 8.15,
  helocMaxRateWithNoDiscount: 15.25,
  theme: lightPartnerTheme({ name: 'Fairway', primary: '#00467f', accent: '#78be20', focus: '#228be6', mark: 'wave', radius: '4px', loaderAnimation: 'bars' }),
});
