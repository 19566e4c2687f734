import { z } from 'zod/mini';
import { makeAddressSchema, makePropertyAddressSchema } from '../validation/address.ts';
import { ZForSaleAnswer, ZEmploymentType, ZIncome, ZOtherIncome } from '../validation/income.ts';
import { makeLegalNameSchema } from '../validation/name.ts';
import { makeDateOfBirthSchema } from '../validation/date-of-birth.ts';
import { ZContact } from '../validation/contact.ts';
import { ZSetPassword } from '../validation/password.ts';
import { ZRegistrationConsents } from '../validation/consents.ts';

export type TRegisterStepOptions = {
  /** Property state, for the Alabama age rule. */
  state?: string | undefined;
  /** Brand config allowRegulatorReview: NY is refused. */
  allowRegulatorReview: boolean;
  /** Brand config ageRestrictedInterestOnly: 62 or older. */
  ageRestricted: boolean;
  /** The caller's today, for the age rules. */
  today: Date;
  /** Production refuses digits in last names; test environments allow them. */
  production: boolean;
};

/**
 * One schema per register-v2 step, keyed by step route ('' is `propertyAddress`). The web form and the
 * server build them from the same options, so both refuse the same input with the same message.
 */
export const makeRegisterStepSchemas = (options: TRegisterStepOptions) => ({
  propertyAddress: makePropertyAddressSchema({ allowRegulatorReview: options.allowRegulatorReview }),
  homeAddress: makeAddressSchema({ allowRegulatorReview: false }),
  forSale: z.object({ isListedForSale: ZForSaleAnswer }),
  annualIncome: z.object({ employmentType: ZEmploymentType, income: ZIncome, otherIncome: ZOtherIncome }),
  legalName: makeLegalNameSchema({ allowDigits: !options.production }),
  birthdate: z.object({
    dob: makeDateOfBirthSchema({
      state: options.state,
      ageRestricted: options.ageRestricted,
      today: options.today,
    }),
  }),
  phoneAndEmail: ZContact,
  setPassword: ZSetPassword,
  loginInfo: ZRegistrationConsents,
});
export type TRegisterStepSchemas = ReturnType<typeof makeRegisterStepSchemas>;
