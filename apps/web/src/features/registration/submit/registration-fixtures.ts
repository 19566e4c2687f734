import type { THelocApplication } from '@lintel/contract';
import { createEmptyRegisterData, type TRegisterData } from '@lintel/domain';
import { helocApplication } from '../../../../test/fixtures/heloc-application.ts';

/** Register data as the last step holds it: a primary home in Colorado, every answer given. */
export const completeRegisterData = (overrides: Partial<TRegisterData> = {}): TRegisterData => ({
  ...createEmptyRegisterData(),
  propertyAddress: {
    street1: '12 Main St',
    street2: '',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    occupancyType: 'HOME',
  },
  isListedForSale: false,
  hasSaleStatusBeenSet: true,
  income: { income: 120_000, otherIncome: 0, employmentType: 'FULL_TIME' },
  hasIncomeBeenSet: true,
  name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' },
  dob: '1980-05-04',
  email: 'ada@example.com',
  phoneNumber: '(555) 555-1234',
  communicationConsent: true,
  termPrivacyConsent: true,
  ...overrides,
});

export const APPLICATION_UUID = '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c';

/** An application as the list and create calls answer it. */
export const applicationAnswer = (overrides: Partial<THelocApplication> = {}): THelocApplication =>
  helocApplication({ uuid: APPLICATION_UUID, ...overrides });
