import type { TBrandInput } from '@lintel/domain';
import { wordmarkLogo } from '../themes/wordmark-logo.ts';
import { samplePartner } from './sample-partner.ts';

// Sample credit-union partner: company facts are sample data. Credit unions show the NCUA logo and the
// equal opportunity lender mark; a coastal teal look with serif headings and square-ish corners.
const harborTheme: TBrandInput['theme'] = {
  colors: {
    primary: '#0f6e78',
    primaryContrast: '#ffffff',
    bg: '#fbfdfd',
    surface: '#eaf4f5',
    text: '#0d2b2f',
    textMuted: '#46636a',
    border: '#bcd6da',
    danger: '#a61b1b',
    success: '#17663a',
    warning: '#8a4b00',
    focus: '#f08c00',
    accent: '#f4a259',
  },
  fonts: {
    body: '"Source Sans 3", "Segoe UI", Helvetica, Arial, sans-serif',
    heading: 'Georgia, Cambria, "Times New Roman", serif',
  },
  radius: '4px',
  logo: { kind: 'svg', svg: wordmarkLogo({ text: 'Harbor FCU', markColor: '#0f6e78', textColor: '#0d2b2f', mark: 'wave' }) },
  loaderAnimation: 'ripple',
};

export const harborCreditUnion = samplePartner({
  orgCode: 'HARBOR_CU',
  orgBrand: 'harbor',
  companyName: 'Harbor Federal Credit Union',
  companyNameShort: 'Harbor FCU',
  companyProduct: 'Harbor Home Equity Line',
  companyAddress: '77 Sample Wharf Road, Portland, ME 04101',
  nmlsNumber: '990110',
  supportEmail: 'members@harbor.lintel.example',
  supportPhoneNumber: { number: '8005550110' },
  lenderImageKey: 'EOL',
  publicFeatureToggles: { showNcuaLogo: true },
  licensedStates: ['ME', 'NH', 'VT', 'MA', 'RI', 'CT'],
  regulatorNotices: ['Federally insured by NCUA.'],
  helocMinLoanAmount: 10_000,
  helocMaxLoanAmount: 250_000,
  helocMinRateWithNoDiscount: 7.25,
  helocMaxRateWithNoDiscount: 12.5,
  orgMetaData: {
    companyInfo: { tagline: 'Members first since 1952 (sample)', about: 'Sample credit-union partner; company facts are sample data.' },
  },
  theme: harborTheme,
});
