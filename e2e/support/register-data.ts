// The register flow's data as the web app keeps it in sessionStorage ('lintel.register-data'), so a test can
// open any step with the earlier ones answered, instead of clicking through them.
import type { Page } from '@playwright/test';

export type TRegisterData = Record<string, unknown> & {
  propertyAddress: { street1: string; street2: string; city: string; state: string; zip: string; occupancyType: string };
};

/** Every step answered up to the password, for a primary residence in Baltimore; override with a patch. */
export const registerData = (patch: Record<string, unknown> = {}): TRegisterData => ({
  propertyAddress: { street1: '1128 Charles St', street2: '', city: 'Baltimore', state: 'MD', zip: '21201', occupancyType: 'HOME' },
  homeAddress: { street1: '', street2: '', city: '', state: '', zip: '' },
  isListedForSale: false,
  hasSaleStatusBeenSet: true,
  income: { income: 120000, otherIncome: 0, employmentType: 'FULL_TIME' },
  hasIncomeBeenSet: true,
  name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' },
  dob: '1980-01-15',
  email: '',
  phoneNumber: '',
  communicationConsent: false,
  smsMarketingConsent: false,
  smsTransactionalConsent: false,
  termPrivacyConsent: false,
  referralDetails: null,
  utmDetails: {},
  isPrepopComplete: false,
  prefilled: { name: false, dob: false, email: false, phoneNumber: false, homeAddress: false },
  ...patch,
});

/**
 * Seeds the register data before every page load of `page`. With `keep`, a value the page has stored since
 * (a step the test answered) survives a reload; otherwise each load starts again from the seed.
 */
export const seedRegisterData = (page: Page, data: TRegisterData, options: { keep?: boolean; sessionFlags?: Record<string, boolean> } = {}) =>
  page.addInitScript(
    ({ json, keep, flags }) => {
      if (!keep || !window.sessionStorage.getItem('lintel.register-data')) window.sessionStorage.setItem('lintel.register-data', json);
      for (const [key, value] of Object.entries(flags)) window.sessionStorage.setItem(key, String(value));
    },
    { json: JSON.stringify(data), keep: options.keep ?? false, flags: options.sessionFlags ?? {} },
  );
