import { useMemo, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  formatStoredDateForDisplay,
  HEADLINE_PROMISE,
  isListedForSaleFrom,
  toForSaleAnswer,
  type TEmploymentType,
  type TForSaleAnswer,
  type TOccupancyType,
  type TRegisterAddress,
  type TRegisterStepSchemas,
  type TSuffix,
} from '@lintel/domain';
import { AddressFields } from '../components/address-fields.tsx';
import { DisasterZipWarning } from '../components/disaster-zip-warning.tsx';
import { StateNotOfferedNotice } from '../components/state-not-offered-notice.tsx';
import { StepForm } from '../components/step-form.tsx';
import { DateOfBirthField, dobFromDisplay } from '../blocks/date-of-birth-field.tsx';
import { groupTypedDollars, IncomeFields, type TIncomeValues } from '../blocks/income-fields.tsx';
import { LegalNameFields, type TLegalNameValues } from '../blocks/legal-name-fields.tsx';
import { ForSaleField, OccupancyField } from '../blocks/property-use-fields.tsx';
import { useIncomeConfirmation } from '../state/use-income-confirmation.ts';
import { usePropertyStateGate } from '../state/use-property-state-gate.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemasByState } from '../state/use-step-schemas.ts';
import { useReferrer } from '../state/use-referrer.ts';
import { NOT_ACCEPTING_APPS_PATH, useReferrerGuard } from '../state/use-referrer-guard.ts';
import { withZipStates } from '../state/with-zip-states.ts';
import { applyLinkParameters } from '../state/link-parameters.ts';
import { usePrefillFromProfile } from '../state/use-prefill-from-profile.ts';
import { useLinkLookups } from '../state/use-link-lookups.ts';
import { LinkNotices } from '../components/link-notices.tsx';

type TV1Form = TRegisterAddress &
  TIncomeValues &
  TLegalNameValues & {
    occupancyType: string;
    home: TRegisterAddress;
    isListedForSale: string;
    dob: string;
  };

/**
 * Register v1, first page: the property, income and personal questions of register-v2 on one page, made of
 * the same field blocks and the same step schemas, so a fix to either flow lands in both, with the same
 * referrer rules. A signed-in applicant's name, date of birth and home address come from the profile, so
 * the form waits for it.
 */
export const Component = () => {
  const { search } = useLocation();
  const { blocked } = useReferrerGuard();
  // Once per visit: prefill, utm_* and referrer from the link.
  useState(() => applyLinkParameters(new URLSearchParams(search)));
  const prefill = usePrefillFromProfile();
  // ?referral= and ?offerCode= (decision 089), applied before the form takes its starting values.
  const lookups = useLinkLookups();
  const data = useRegisterData();
  if (blocked) return <Navigate replace to={NOT_ACCEPTING_APPS_PATH} />;
  return (
    <>
      <LinkNotices notice={lookups.notice} utm={data.utmDetails} />
      {prefill.isPending || lookups.isPending ? <p role="status">Loading your details…</p> : <RegisterV1Form />}
    </>
  );
};

const RegisterV1Form = () => {
  const data = useRegisterData();
  const schemasFor = useStepSchemasByState();
  const navigate = useNavigate();
  const { search } = useLocation();
  const referrer = useReferrer();
  const [licensingBlock, setLicensingBlock] = useState<string | null>(null);

  // The home address is asked only when the property is not the primary home, so the schema follows the answer;
  // the birthdate's minimum age follows the property state on this form (19 in Alabama), not the stored one.
  const resolver: Resolver<TV1Form> = useMemo(() => {
    const built = new Map<TRegisterStepSchemas, { base: Resolver; withHome: Resolver }>();
    const resolversOf = (state: string) => {
      const schemas = schemasFor(state);
      let resolvers = built.get(schemas);
      if (!resolvers) {
        const base = z.safeExtend(schemas.propertyAddress, {
          ...schemas.forSale.shape,
          ...schemas.annualIncome.shape,
          ...schemas.legalName.shape,
          dob: dobFromDisplay(schemas.birthdate.shape.dob),
        });
        const withHome = z.safeExtend(base, { home: schemas.homeAddress });
        resolvers = { base: zodResolver(base as never), withHome: zodResolver(withHome as never) };
        built.set(schemas, resolvers);
      }
      return resolvers;
    };
    return withZipStates((values: TV1Form, context: unknown, options: unknown) => {
      const { base, withHome } = resolversOf(values.state);
      return (values.occupancyType === 'HOME' ? base : withHome)(values, context, options as never) as never;
    });
  }, [schemasFor]);

  const property = data.propertyAddress;
  const form = useStepForm<TV1Form>({
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
      income: groupTypedDollars(String(data.income.income ?? '')) as unknown as number,
      otherIncome: groupTypedDollars(String(data.income.otherIncome || '')) as unknown as number,
      ...data.name,
      dob: data.dob ? formatStoredDateForDisplay(data.dob) : '',
    },
    draft: { key: 'register-v1' },
  });
  const [occupancy, watchedState, watchedZip] = useWatch({
    control: form.control,
    name: ['occupancyType', 'state', 'zip'],
  });
  const stateGate = usePropertyStateGate(watchedState);
  const confirmation = useIncomeConfirmation();

  const onSubmit = form.handleSubmit((values) => {
    // The same stops as register-v2's property and income steps, in the order the form asks them.
    if (!stateGate.allows(values.state)) return;
    const block = referrer.licensingBlock(values.state);
    setLicensingBlock(block);
    if (block || !confirmation.allows(values.income)) return;
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
        values.occupancyType === 'HOME' ? data.homeAddress : { ...values.home, street2: values.home.street2 ?? '' },
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
        form={form}
        title="Check your rate in minutes"
        lead={
          <>
            <p className="reg-step__promise">{HEADLINE_PROMISE}</p>
            <p>Checking your rate won't affect your credit score.</p>
          </>
        }
        onSubmit={onSubmit}
        banner={licensingBlock}
      >
        <fieldset className="reg-v1__section">
          <legend>Property</legend>
          <AddressFields streetLabel="Property address" revealed onReveal={() => undefined} />
          <StateNotOfferedNotice state={watchedState} />
          <DisasterZipWarning zip={watchedZip} />
          <OccupancyField />
          {occupancy && occupancy !== 'HOME' ? (
            <fieldset className="reg-v1__section">
              <legend>Your home address</legend>
              <AddressFields
                streetLabel="Home street address"
                revealed
                onReveal={() => undefined}
                prefix="home."
                labelPrefix="Home"
              />
            </fieldset>
          ) : null}
          <ForSaleField />
        </fieldset>
        <fieldset className="reg-v1__section">
          <legend>Income</legend>
          <IncomeFields confirmation={confirmation} />
        </fieldset>
        <fieldset className="reg-v1__section">
          <legend>About you</legend>
          <LegalNameFields />
          <DateOfBirthField />
        </fieldset>
      </StepForm>
      {stateGate.modals}
    </div>
  );
};
