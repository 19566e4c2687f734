import { describe, expect, it } from 'vitest';
import { makeRegisterStepSchemas } from './step-schemas.ts';

const today = new Date(2026, 5, 15);
const options = { allowRegulatorReview: true, ageRestricted: false, today, production: true, state: 'AL' };
const steps = makeRegisterStepSchemas(options);
const firstMessage = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('register step schemas', () => {
  it('checks the property address with occupancy and the brand regulator-review rule', () => {
    const address = {
      street1: '1 Main St',
      street2: '',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      occupancyType: 'INIT',
    };
    expect(firstMessage(steps.propertyAddress.safeParse(address))).toEqual([
      "state: We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
      'occupancyType: Please select an occupancy type',
    ]);
    expect(steps.homeAddress.safeParse(address).success).toBe(true);
  });

  it('uses the property state for the birthdate age and production for last-name digits', () => {
    expect(firstMessage(steps.birthdate.safeParse({ dob: '2008-01-01' }))).toEqual([
      'dob: Must be at least 19 years old',
    ]);
    const name = { firstName: 'Test', lastName: 'User2', suffix: '' };
    expect(steps.legalName.safeParse(name).success).toBe(false);
    expect(makeRegisterStepSchemas({ ...options, production: false }).legalName.safeParse(name).success).toBe(
      true,
    );
  });

  it('accepts a complete income step and defaults other income', () => {
    const parsed = steps.annualIncome.parse({
      employmentType: 'FULL_TIME',
      income: 120000,
      otherIncome: Number.NaN,
    });
    expect(parsed).toEqual({ employmentType: 'FULL_TIME', income: 120000, otherIncome: 0 });
    expect(firstMessage(steps.forSale.safeParse({}))).toEqual(['isListedForSale: Required']);
  });

  it('requires both login consents', () => {
    expect(
      firstMessage(steps.loginInfo.safeParse({ termPrivacyConsent: false, communicationConsent: true })),
    ).toEqual(['termPrivacyConsent: Required']);
  });
});
