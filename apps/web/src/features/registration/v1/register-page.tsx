import { useMemo, useState } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  EMPLOYMENT_TYPE_OPTIONS,
  formatStoredDateForDisplay,
  isListedForSaleFrom,
  isRealDate,
  parseDisplayDate,
  SUFFIX_OPTIONS,
  toForSaleAnswer,
  toStoredDate,
  type TEmploymentType,
  type TForSaleAnswer,
  type TOccupancyType,
  type TRegisterAddress,
  type TSuffix,
} from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { TextField } from '@/ui/text-field.tsx';
import { AddressFields } from '../components/address-fields.tsx';
import { DisasterZipWarning } from '../components/disaster-zip-warning.tsx';
import { IncomeConfirmation } from '../components/income-confirmation.tsx';
import { useIncomeConfirmation } from '../state/use-income-confirmation.ts';
import { usePropertyStateGate } from '../state/use-property-state-gate.tsx';
import { RadioCards, SelectField } from '../components/fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { OCCUPANCY_CHOICES } from '../steps/property-address-step.tsx';
import { forSaleQuestion } from '../steps/for-sale-step.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { applyLinkParameters } from '../state/link-parameters.ts';

type TV1Form = TRegisterAddress & {
  occupancyType: string;
  home: TRegisterAddress;
  isListedForSale: string;
  employmentType: string;
  income: number;
  otherIncome: number;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  dob: string;
};

const toStored = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const parts = parseDisplayDate(value.trim());
  return parts && isRealDate(parts) ? toStoredDate(parts) : value.trim() === '' ? '' : 'invalid';
};

/** Register v1, first page: property, income and personal details in one form, with the register-v2 rules. */
export const Component = () => {
  const data = useRegisterData();
  const brand = useBrand();
  const schemas = useStepSchemas();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Once per visit: prefill, utm_* and referrer from the link.
  useState(() => applyLinkParameters(new URLSearchParams(search)));

  // The home address is asked only when the property is not the primary home, so the schema follows the answer.
  const resolver: Resolver<TV1Form> = useMemo(() => {
    const base = schemas.propertyAddress
      .extend(schemas.forSale.shape)
      .extend(schemas.annualIncome.shape)
      .extend(schemas.legalName.shape)
      .extend({ dob: z.preprocess(toStored, schemas.birthdate.shape.dob) });
    const withHome = base.extend({ home: schemas.homeAddress });
    return (values, context, options) =>
      (values.occupancyType === 'HOME' ? zodResolver(base as never) : zodResolver(withHome as never))(
        values,
        context,
        options as never,
      ) as never;
  }, [schemas]);

  const property = data.propertyAddress;
  const { register, handleSubmit, control, setValue, formState } = useForm<TV1Form>({
    resolver,
    defaultValues: {
      street1: property.street1,
      street2: property.street2,
      city: property.city,
      state: property.state,
      zip: property.zip,
      occupancyType: property.occupancyType === 'INIT' ? '' : property.occupancyType,
      home: data.homeAddress,
      isListedForSale: toForSaleAnswer(data.isListedForSale) ?? '',
      employmentType: data.income.employmentType,
      income: data.income.income ?? (undefined as unknown as number),
      otherIncome: data.income.otherIncome || (undefined as unknown as number),
      ...data.name,
      dob: data.dob ? formatStoredDateForDisplay(data.dob) : '',
    },
  });
  const [occupancy, watchedState, watchedZip] = useWatch({
    control,
    name: ['occupancyType', 'state', 'zip'],
  });
  const { errors } = formState;
  const stateGate = usePropertyStateGate(watchedState);
  const confirmation = useIncomeConfirmation();

  const onSubmit = handleSubmit((values) => {
    // The same stops as register-v2's property and income steps, in the order the form asks them.
    if (!stateGate.allows(values.state) || !confirmation.allows(values.income)) return;
    updateRegisterData({
      propertyAddress: {
        street1: values.street1,
        street2: values.street2 ?? '',
        city: values.city,
        state: values.state,
        zip: values.zip,
        occupancyType: values.occupancyType as TOccupancyType,
      },
      homeAddress:
        values.occupancyType === 'HOME'
          ? data.homeAddress
          : { ...values.home, street2: values.home.street2 ?? '' },
      isListedForSale: isListedForSaleFrom(values.isListedForSale as TForSaleAnswer),
      hasSaleStatusBeenSet: true,
      income: {
        income: values.income,
        otherIncome: values.otherIncome ?? 0,
        employmentType: values.employmentType as TEmploymentType,
      },
      hasIncomeBeenSet: true,
      name: {
        firstName: values.firstName,
        middleName: values.middleName ?? '',
        lastName: values.lastName,
        suffix: (values.suffix ?? '') as TSuffix,
      },
      dob: values.dob,
    });
    navigate(`/account/heloc/register/account-setup${search}`);
  });

  return (
    <div className="reg-v1">
      <StepForm
        title="Check your rate in minutes"
        lead={<p>Checking your rate won't affect your credit score.</p>}
        onSubmit={onSubmit}
      >
        <fieldset className="reg-v1__section">
          <legend>Property</legend>
          <AddressFields
            control={control as unknown as Control<TRegisterAddress>}
            register={register as unknown as UseFormRegister<TRegisterAddress>}
            setValue={setValue as unknown as UseFormSetValue<TRegisterAddress>}
            errors={errors as FieldErrors<TRegisterAddress>}
            streetLabel="Property address"
            revealed
            onReveal={() => undefined}
          />
          <DisasterZipWarning zip={watchedZip} />
          <RadioCards
            legend="How do you use this property?"
            choices={OCCUPANCY_CHOICES}
            error={errors.occupancyType?.message}
            {...register('occupancyType')}
          />
          {occupancy && occupancy !== 'HOME' ? (
            <fieldset className="reg-v1__section">
              <legend>Your home address</legend>
              <TextField
                label="Home street address"
                autoComplete="street-address"
                error={errors.home?.street1?.message}
                {...register('home.street1')}
              />
              <TextField
                label="Home apt, suite, unit (optional)"
                error={errors.home?.street2?.message}
                {...register('home.street2')}
              />
              <TextField label="Home city" error={errors.home?.city?.message} {...register('home.city')} />
              <div className="reg-row">
                <TextField
                  label="Home state"
                  maxLength={2}
                  error={errors.home?.state?.message}
                  {...register('home.state')}
                />
                <TextField
                  label="Home ZIP code"
                  inputMode="numeric"
                  maxLength={5}
                  error={errors.home?.zip?.message}
                  {...register('home.zip')}
                />
              </div>
            </fieldset>
          ) : null}
          <RadioCards
            legend={forSaleQuestion(brand.forSaleWithinSixMonths)}
            choices={[
              { value: 'YES', label: 'Yes' },
              { value: 'NO', label: 'No' },
            ]}
            error={errors.isListedForSale?.message}
            {...register('isListedForSale')}
          />
        </fieldset>
        <fieldset className="reg-v1__section">
          <legend>Income</legend>
          <SelectField
            label="Employment type"
            placeholder="Select employment type"
            options={EMPLOYMENT_TYPE_OPTIONS}
            error={errors.employmentType?.message}
            {...register('employmentType')}
          />
          <TextField
            label="Annual pre-tax income ($)"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.income?.message}
            {...register('income', { valueAsNumber: true, onChange: confirmation.onIncomeChange })}
          />
          <TextField
            label="Other annual income ($, optional)"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.otherIncome?.message}
            {...register('otherIncome', { valueAsNumber: true })}
          />
          <IncomeConfirmation confirmation={confirmation} />
        </fieldset>
        <fieldset className="reg-v1__section">
          <legend>About you</legend>
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Middle name (optional)"
            autoComplete="additional-name"
            error={errors.middleName?.message}
            {...register('middleName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <SelectField
            label="Suffix (optional)"
            placeholder="None"
            options={SUFFIX_OPTIONS}
            error={errors.suffix?.message}
            {...register('suffix')}
          />
          <TextField
            label="Date of birth"
            description="MM/DD/YYYY"
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
            error={errors.dob?.message}
            {...register('dob')}
          />
        </fieldset>
      </StepForm>
      {stateGate.modals}
    </div>
  );
};
